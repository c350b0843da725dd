import { PEOPLE_LIMITS } from '@tempo/people-rules';
import type { PickerPerson } from './pickers.graphql';

/** People a picker search returns (001 §9 person searches). */
export const PICKER_LIMIT = PEOPLE_LIMITS.personSearch;

/** 001 §2.14: client and staff pickers mark staff entries. */
export const STAFF_MARK = ' (staff)';

/** The value of the 'Select All' entry of a multi-select (never a person's id: ids are UUIDs). */
export const SELECT_ALL = 'select-all';

/**
 * The pickers: clients (people, staff among them, marked), staff, and payers (clients with an
 * e-mail, who can be sent their invoices).
 */
export type PickerKind = 'client' | 'staff' | 'payer';

/** The object named by a picker's load error (001 §8). */
export const PICKER_OBJECT: Record<PickerKind, string> = { client: 'client', staff: 'staff', payer: 'payer' };

export const optionLabel = (person: Pick<PickerPerson, 'name' | 'staffRole'>): string =>
  person.staffRole ? `${person.name}${STAFF_MARK}` : person.name;

/** 001 §2.14: multi-selects offer 'Select All (<N> Option(s))'. */
export const selectAllLabel = (count: number): string => `Select All (${count} Option(s))`;

/** 001 §8: 'Error loading <object> object: <message>'. */
export const loadErrorText = (kind: PickerKind, message: string): string =>
  `Error loading ${PICKER_OBJECT[kind]} object: ${message}`;

/** What a picker offers of the people a search found: payers need an e-mail; `exclude` is left out. */
export function pickable(
  kind: PickerKind,
  found: readonly PickerPerson[],
  exclude: readonly string[] = [],
): PickerPerson[] {
  return found.filter((p) => !exclude.includes(p.id) && (kind !== 'payer' || !!p.email?.trim()));
}

/** The options offered: the people found that are not picked yet. */
export const unpicked = (
  selected: readonly PickerPerson[],
  offered: readonly PickerPerson[],
): PickerPerson[] => offered.filter((p) => !selected.some((s) => s.id === p.id));

/**
 * The people picked after the multi-select changed to `values`: each value is a picked person's
 * id or an offered one's, in the order chosen; 'Select All' adds every offered person. At most
 * `max` are kept.
 */
export function nextSelection(
  selected: readonly PickerPerson[],
  values: readonly string[],
  offered: readonly PickerPerson[],
  max = Infinity,
): PickerPerson[] {
  const known = new Map([...offered, ...selected].map((p) => [p.id, p]));
  const ids = values.filter((v) => v !== SELECT_ALL);
  if (values.includes(SELECT_ALL)) ids.push(...unpicked(selected, offered).map((p) => p.id));
  const out: PickerPerson[] = [];
  for (const id of ids) {
    const person = known.get(id);
    if (person && !out.some((p) => p.id === id)) out.push(person);
  }
  return out.slice(0, max);
}
