/**
 * The field model of the public forms (001 §3.14): the business's selfRegisterFields (the
 * registration form) and crmLeadCaptureFields (the lead form) as the settings page edits them,
 * and a customer-journey phase's dataRequirements, read into one shape the forms render and
 * validate.
 *
 * A row configures either a built-in field, when its name is a built-in name (GENDER,
 * STUDENT_BIRTHDATE, ADDRESS, STUDENT_AGE, STUDENT_NAME), or a custom field of its own name and type.
 */

export type FieldRequirement = 'REQUIRED' | 'OPTIONAL' | 'NOT_INCLUDED';

/** The custom field types a form renders. */
export type CustomFieldType =
  | 'TEXT'
  | 'LONG_TEXT'
  | 'BOOLEAN'
  | 'SINGLE_SELECTION'
  | 'MULTIPLE_SELECTION'
  | 'CONDITIONAL_SELECTION'
  | 'DATE';

/** The types a business's form field row is saved with (001 §3.14), in the settings editor's order. */
export const BUSINESS_FIELD_TYPES = [
  'TEXT',
  'LONG_TEXT',
  'BOOLEAN',
  'SINGLE_SELECTION',
  'SELECTION',
  'CONDITIONAL_SELECTION',
  'INTERNAL',
] as const;

/** How the settings editor names each business field type. */
export const BUSINESS_FIELD_TYPE_LABELS: Record<(typeof BUSINESS_FIELD_TYPES)[number], string> = {
  TEXT: 'Text',
  LONG_TEXT: 'Long text',
  BOOLEAN: 'Yes / No',
  SINGLE_SELECTION: 'One choice',
  SELECTION: 'Several choices',
  CONDITIONAL_SELECTION: 'Choice depending on another field',
  INTERNAL: 'Internal (staff only)',
};

/** The built-in fields a row can configure, with their standard labels (001 §3.14). */
export const BUILTIN_FIELDS = {
  GENDER: 'Gender/Pronouns',
  STUDENT_BIRTHDATE: 'Student birthdate',
  ADDRESS: 'Address',
  STUDENT_AGE: 'Student age',
  STUDENT_NAME: 'Student name',
} as const;
export type BuiltinField = keyof typeof BUILTIN_FIELDS;

export type PublicForm = 'REGISTRATION' | 'LEAD_FORM';

/**
 * The built-ins of each form and their requirement when no row configures them: those of a
 * journey phase the business has not saved (the people subgraph's defaults), and the lead's
 * student name and age.
 */
export const BUILTIN_DEFAULTS: Record<PublicForm, Partial<Record<BuiltinField, FieldRequirement>>> = {
  REGISTRATION: { GENDER: 'OPTIONAL', STUDENT_BIRTHDATE: 'REQUIRED', ADDRESS: 'OPTIONAL' },
  LEAD_FORM: {
    STUDENT_NAME: 'OPTIONAL',
    STUDENT_AGE: 'OPTIONAL',
    GENDER: 'OPTIONAL',
    STUDENT_BIRTHDATE: 'OPTIONAL',
    ADDRESS: 'OPTIONAL',
  },
};

/** A form field row of the business record (selfRegisterFields, crmLeadCaptureFields). */
export interface BusinessFormField {
  id: string;
  name: string;
  fieldType: string;
  showField?: boolean | null;
  requireField?: boolean | null;
  fieldChoices?: readonly string[] | null;
  conditionalOptions?: ReadonlyArray<{
    selectedChoice?: string | null;
    choices?: readonly string[] | null;
  }> | null;
  conditionalFieldId?: string | null;
}

/** A data requirement of a customer-journey phase (001 §3.14). */
export interface DataRequirement {
  id: string;
  fieldName: string;
  fieldType: string;
  fieldRequirement: string;
  isBuiltin?: boolean | null;
  order?: number | null;
  fieldOptions?: readonly string[] | null;
  conditionalOptions?: ReadonlyArray<{
    selectedChoice?: string | null;
    options?: readonly string[] | null;
  }> | null;
  conditionalFieldId?: string | null;
  isAccountManagerInformation?: boolean | null;
}

export interface ConditionalChoices {
  selectedChoice: string;
  choices: string[];
}

/** A custom field a public form shows. */
export interface CustomField {
  id: string;
  /** The field's name: its label, and its key in the saved answers. */
  name: string;
  type: CustomFieldType;
  requirement: Exclude<FieldRequirement, 'NOT_INCLUDED'>;
  choices: string[];
  /** CONDITIONAL_SELECTION: the field whose answer picks the choices. */
  conditionalFieldId: string | null;
  conditionalOptions: ConditionalChoices[];
  /** Asked once of the account holder, not of each student (journey fields only). */
  forAccountHolder: boolean;
}

export interface FormModel {
  builtins: Partial<Record<BuiltinField, FieldRequirement>>;
  fields: CustomField[];
  /** Rows of a type no form renders (001 §8: logged, not rendered). */
  unknown: { name: string; fieldType: string }[];
}

const CUSTOM_TYPES: Record<string, CustomFieldType> = {
  TEXT: 'TEXT',
  LONG_TEXT: 'LONG_TEXT',
  BOOLEAN: 'BOOLEAN',
  SINGLE_SELECTION: 'SINGLE_SELECTION',
  SELECTION: 'MULTIPLE_SELECTION',
  MULTIPLE_SELECTION: 'MULTIPLE_SELECTION',
  CONDITIONAL_SELECTION: 'CONDITIONAL_SELECTION',
  DATE: 'DATE',
};

/** Types kept off the public forms: staff-only answers. */
const HIDDEN_TYPES = new Set(['INTERNAL']);

const isBuiltin = (name: string): name is BuiltinField => Object.hasOwn(BUILTIN_FIELDS, name);

const cleanList = (list: readonly string[] | null | undefined): string[] =>
  (list ?? []).map((v) => v.trim()).filter(Boolean);

/** A business row's requirement: hidden rows are not included, shown ones required or optional. */
export const requirementOfRow = (
  row: Pick<BusinessFormField, 'showField' | 'requireField'>,
): FieldRequirement =>
  row.showField === false ? 'NOT_INCLUDED' : row.requireField ? 'REQUIRED' : 'OPTIONAL';

const requirementOf = (value: string): FieldRequirement =>
  value === 'REQUIRED' || value === 'NOT_INCLUDED' ? value : 'OPTIONAL';

interface Row {
  id: string;
  name: string;
  fieldType: string;
  requirement: FieldRequirement;
  choices: string[];
  conditionalFieldId: string | null;
  conditionalOptions: ConditionalChoices[];
  forAccountHolder: boolean;
}

function modelOf(form: PublicForm, rows: readonly Row[]): FormModel {
  const builtins = { ...BUILTIN_DEFAULTS[form] };
  const fields: CustomField[] = [];
  const unknown: FormModel['unknown'] = [];
  for (const row of rows) {
    const name = row.name.trim();
    if (isBuiltin(name)) {
      if (name in builtins) builtins[name] = row.requirement;
      continue;
    }
    const type = row.fieldType.trim().toUpperCase();
    if (!name || row.requirement === 'NOT_INCLUDED' || HIDDEN_TYPES.has(type)) continue;
    const known = CUSTOM_TYPES[type];
    if (!known) {
      unknown.push({ name, fieldType: row.fieldType });
      continue;
    }
    // One answer per name: a later row of the same name is the same question.
    if (fields.some((f) => f.name === name)) continue;
    fields.push({
      id: row.id,
      name,
      type: known,
      requirement: row.requirement,
      choices: row.choices,
      conditionalFieldId: known === 'CONDITIONAL_SELECTION' ? row.conditionalFieldId : null,
      conditionalOptions: known === 'CONDITIONAL_SELECTION' ? row.conditionalOptions : [],
      forAccountHolder: row.forAccountHolder,
    });
  }
  return { builtins, fields, unknown };
}

const rowsOfBusiness = (rows: readonly BusinessFormField[] | null | undefined): Row[] =>
  (rows ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    fieldType: row.fieldType,
    requirement: requirementOfRow(row),
    choices: cleanList(row.fieldChoices),
    conditionalFieldId: row.conditionalFieldId?.trim() || null,
    conditionalOptions: (row.conditionalOptions ?? []).map((o) => ({
      selectedChoice: (o.selectedChoice ?? '').trim(),
      choices: cleanList(o.choices),
    })),
    forAccountHolder: false,
  }));

const rowsOfRequirements = (requirements: readonly DataRequirement[] | null | undefined): Row[] =>
  [...(requirements ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((r) => ({
      id: r.id,
      name: r.fieldName,
      fieldType: r.fieldType,
      requirement: requirementOf(r.fieldRequirement),
      choices: cleanList(r.fieldOptions),
      conditionalFieldId: r.conditionalFieldId?.trim() || null,
      conditionalOptions: (r.conditionalOptions ?? []).map((o) => ({
        selectedChoice: (o.selectedChoice ?? '').trim(),
        choices: cleanList(o.options),
      })),
      forAccountHolder: r.isAccountManagerInformation === true,
    }));

/**
 * The form a business's field rows describe (selfRegisterFields for REGISTRATION,
 * crmLeadCaptureFields for LEAD_FORM), over the form's customer-journey phase when given: the
 * phase's requirements come first, and a business row naming a built-in field decides it.
 */
export function formModelOf(
  form: PublicForm,
  rows: readonly BusinessFormField[] | null | undefined,
  phase?: readonly DataRequirement[] | null,
): FormModel {
  return modelOf(form, [...rowsOfRequirements(phase), ...rowsOfBusiness(rows)]);
}

/** The form a customer-journey phase's data requirements describe, in their order. */
export const formModelOfRequirements = (
  form: PublicForm,
  requirements: readonly DataRequirement[] | null | undefined,
): FormModel => modelOf(form, rowsOfRequirements(requirements));

/** Whether a built-in field is on the form. */
export const includes = (model: FormModel, field: BuiltinField): boolean =>
  (model.builtins[field] ?? 'NOT_INCLUDED') !== 'NOT_INCLUDED';

/** Whether a built-in field must be answered. */
export const requires = (model: FormModel, field: BuiltinField): boolean =>
  model.builtins[field] === 'REQUIRED';

/** A field's label: its name, prefixed '(optional) ' when it need not be answered (001 §5.4). */
export const fieldLabel = (name: string, required: boolean): string =>
  required ? name : `(optional) ${name}`;
