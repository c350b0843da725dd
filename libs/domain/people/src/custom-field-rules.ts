import type { CustomField } from './form-fields';
import { PEOPLE_TEXTS } from './texts';

/**
 * The answers to a form's custom fields (001 §5.4), by field id: text for TEXT, LONG_TEXT, DATE,
 * SINGLE_SELECTION and CONDITIONAL_SELECTION, a list for MULTIPLE_SELECTION, true / false (or
 * null before a choice) for BOOLEAN.
 */
export type FieldAnswer = string | string[] | boolean | null;
export type FieldAnswers = Record<string, FieldAnswer>;

const text = (answer: FieldAnswer | undefined): string => (typeof answer === 'string' ? answer.trim() : '');
const list = (answer: FieldAnswer | undefined): string[] =>
  Array.isArray(answer) ? answer.map((v) => v.trim()).filter(Boolean) : [];

/** An empty answer for each field, as a new form starts. */
export function emptyAnswers(fields: readonly CustomField[]): FieldAnswers {
  const answers: FieldAnswers = {};
  for (const field of fields)
    answers[field.id] = field.type === 'MULTIPLE_SELECTION' ? [] : field.type === 'BOOLEAN' ? null : '';
  return answers;
}

/**
 * The choices a field offers: its own, or for a CONDITIONAL_SELECTION those its conditional
 * options give for the current answer of the field it depends on (none until that is answered).
 */
export function choicesOf(field: CustomField, answers: FieldAnswers): string[] {
  if (field.type !== 'CONDITIONAL_SELECTION') return field.choices;
  const parent = field.conditionalFieldId ? text(answers[field.conditionalFieldId]) : '';
  if (!parent) return [];
  return field.conditionalOptions.find((o) => o.selectedChoice === parent)?.choices ?? [];
}

/** The fields shown now: a conditional selection only once it has choices. */
export const shownFields = (fields: readonly CustomField[], answers: FieldAnswers): CustomField[] =>
  fields.filter((f) => f.type !== 'CONDITIONAL_SELECTION' || choicesOf(f, answers).length > 0);

/**
 * The answers with every conditional choice that its field no longer offers removed, after the
 * field it depends on changed (a chain of conditional fields is pruned down its length).
 */
export function pruneAnswers(fields: readonly CustomField[], answers: FieldAnswers): FieldAnswers {
  let current = answers;
  for (let pass = 0; pass <= fields.length; pass++) {
    let changed = false;
    const next: FieldAnswers = { ...current };
    for (const field of fields) {
      if (field.type !== 'CONDITIONAL_SELECTION') continue;
      const answer = text(current[field.id]);
      if (answer && !choicesOf(field, current).includes(answer)) {
        next[field.id] = '';
        changed = true;
      }
    }
    if (!changed) return current;
    current = next;
  }
  return current;
}

/** The message of a required field left unanswered, or null (001 §5.4). */
export function customFieldError(field: CustomField, answer: FieldAnswer | undefined): string | null {
  if (field.requirement !== 'REQUIRED') return null;
  switch (field.type) {
    case 'BOOLEAN':
      return typeof answer === 'boolean' ? null : PEOPLE_TEXTS.customFieldRequired(field.name);
    case 'MULTIPLE_SELECTION':
      return list(answer).length > 0 ? null : PEOPLE_TEXTS.customFieldRequired(field.name);
    case 'CONDITIONAL_SELECTION':
      return text(answer) ? null : PEOPLE_TEXTS.required(field.name);
    default:
      return text(answer) ? null : PEOPLE_TEXTS.customFieldRequired(field.name);
  }
}

/** The messages of the shown fields, by field id. */
export function customFieldErrors(
  fields: readonly CustomField[],
  answers: FieldAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of shownFields(fields, answers)) {
    const error = customFieldError(field, answers[field.id]);
    if (error) errors[field.id] = error;
  }
  return errors;
}

/** Student age (001 §5.4): a whole number of at least 1; blank is fine unless required. */
export function studentAgeError(value: string, required: boolean, label = 'Student age'): string | null {
  const v = value.trim();
  if (!v) return required ? PEOPLE_TEXTS.required(label) : null;
  return /^\d+$/.test(v) && Number(v) >= 1 ? null : PEOPLE_TEXTS.studentAgeMin;
}

export type SavedAnswer = string | number | boolean;

/**
 * The answers as saved (001 §5.4): a JSON object keyed by field name, multiple selections
 * joined with ', ', blank answers left out; `extra` adds answers of built-in fields (Student
 * age). Null when nothing was answered.
 */
export function serializeAnswers(
  fields: readonly CustomField[],
  answers: FieldAnswers,
  extra: Record<string, SavedAnswer | null | undefined> = {},
): string | null {
  const saved: Record<string, SavedAnswer> = {};
  for (const field of shownFields(fields, answers)) {
    const answer = answers[field.id];
    if (field.type === 'BOOLEAN') {
      if (typeof answer === 'boolean') saved[field.name] = answer;
    } else if (field.type === 'MULTIPLE_SELECTION') {
      const chosen = list(answer);
      if (chosen.length) saved[field.name] = chosen.join(', ');
    } else if (text(answer)) saved[field.name] = text(answer);
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && !value.trim()) continue;
    saved[name] = typeof value === 'string' ? value.trim() : value;
  }
  return Object.keys(saved).length ? JSON.stringify(saved) : null;
}
