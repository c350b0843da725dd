import { UserError } from '@tempo/graphql';
import type { DataRequirement, PhaseConfig } from './journey-phase.entity';
import type { DataRequirementInput, PhaseAdditionalConfigInput } from './journey.model';

export const PHASE_TYPES = ['REGISTRATION', 'LEAD_FORM', 'SELF_BOOKING'] as const;
export const FIELD_TYPES = [
  'TEXT',
  'LONG_TEXT',
  'BOOLEAN',
  'MULTIPLE_SELECTION',
  'SINGLE_SELECTION',
  'CONDITIONAL_SELECTION',
  'DATE',
  'ADDRESS',
] as const;
export const REQUIREMENTS = ['REQUIRED', 'OPTIONAL', 'NOT_INCLUDED'] as const;

const builtin = (
  fieldName: string,
  fieldType: string,
  fieldRequirement: string,
  order: number,
): DataRequirement => ({
  id: fieldName,
  fieldName,
  fieldType,
  fieldRequirement,
  isConfigurable: true,
  isBuiltin: true,
  order,
  fieldOptions: [],
  conditionalOptions: [],
  conditionalFieldId: null,
  clientCustomAttribute: null,
  autoTagClient: false,
  isAccountManagerInformation: fieldName !== 'STUDENT_BIRTHDATE',
});

/** The built-in fields of a phase a business has not saved yet (001 §3.14 "Built-in names"). */
export function defaultRequirements(phaseType: string): DataRequirement[] {
  return [
    builtin('GENDER', 'SINGLE_SELECTION', 'OPTIONAL', 0),
    builtin('STUDENT_BIRTHDATE', 'DATE', phaseType === 'LEAD_FORM' ? 'OPTIONAL' : 'REQUIRED', 1),
    builtin('ADDRESS', 'ADDRESS', 'OPTIONAL', 2),
  ];
}

export const EMPTY_CONFIG: PhaseConfig = { bookingLink: null, thankYouMessage: null, welcomeMessage: null };

export function checkPhaseType(v: string): string {
  const t = v.trim().toUpperCase();
  if (!(PHASE_TYPES as readonly string[]).includes(t))
    throw new UserError(`phaseType must be one of ${PHASE_TYPES.join(', ')}`);
  return t;
}

/** The fields as stored: known types and requirements, unique ids, in the given order. */
export function cleanRequirements(fields: readonly DataRequirementInput[]): DataRequirement[] {
  const ids = new Set<string>();
  return fields.map((f, i) => {
    if (!(FIELD_TYPES as readonly string[]).includes(f.fieldType)) {
      throw new UserError(`fieldType must be one of ${FIELD_TYPES.join(', ')}`);
    }
    if (!(REQUIREMENTS as readonly string[]).includes(f.fieldRequirement)) {
      throw new UserError(`fieldRequirement must be one of ${REQUIREMENTS.join(', ')}`);
    }
    const name = f.fieldName.trim();
    if (!name) throw new UserError('fieldName is required');
    const id = f.id?.trim() || name;
    if (ids.has(id)) throw new UserError(`Two fields have the id ${id}`);
    ids.add(id);
    return {
      id,
      fieldName: name,
      fieldType: f.fieldType,
      fieldRequirement: f.fieldRequirement,
      isConfigurable: f.isConfigurable ?? true,
      isBuiltin: f.isBuiltin ?? false,
      order: f.order ?? i,
      fieldOptions: (f.fieldOptions ?? []).map((o) => o.trim()).filter(Boolean),
      conditionalOptions: (f.conditionalOptions ?? []).map((c) => ({
        selectedChoice: c.selectedChoice,
        options: c.options,
      })),
      conditionalFieldId: f.conditionalFieldId ?? null,
      clientCustomAttribute: f.clientCustomAttribute?.trim() || null,
      autoTagClient: f.autoTagClient === true,
      isAccountManagerInformation: f.isAccountManagerInformation === true,
    };
  });
}

export function cleanConfig(c: PhaseAdditionalConfigInput | null | undefined): PhaseConfig {
  return {
    bookingLink: c?.bookingLink ? { type: c.bookingLink.type.trim(), link: c.bookingLink.link.trim() } : null,
    thankYouMessage: c?.thankYouMessage?.trim() || null,
    welcomeMessage: c?.welcomeMessage?.trim() || null,
  };
}
