/**
 * Actions of the permission model (000 §6): a permission is an action on a resource.
 *
 * The specification lists some actions twice, in lower case and in upper case
 * ('enroll' and 'ENROLL', 'batch_enroll' and 'BATCH_ENROLL', 'charge' and 'CHARGE').
 * Actions that are equal case-insensitively are the same action. Its canonical
 * spelling is the lower-case one when the specification has one (routes use
 * 'SESSION enroll', 'CLIENT charge'), otherwise the spelling of 000 §6 as is
 * ('APPLY', 'RECEIVE', ...). Wire spellings such as 'ACTION_CREATE', 'ENROLL' or
 * 'receive' are mapped to the canonical spelling by {@link normalizeAction}.
 */

/** Every action of 000 §6, exactly as spelled there (case-insensitive duplicates included). */
export const SPEC_ACTIONS = [
  'list',
  'create',
  'read',
  'update',
  'subscription_update',
  'cancel',
  'batch_cancel',
  'delete',
  'book',
  'self_book',
  'post_message',
  'delete_message',
  'use',
  'send',
  'pay',
  'void',
  'goto',
  'view',
  'set',
  'manage',
  'batch_update',
  'get',
  'process',
  'merge',
  'enroll',
  'batch_enroll',
  'charge',
  'ENROLL',
  'BATCH_ENROLL',
  'APPLY',
  'CANCEL_HOLD',
  'CHARGE',
  'EXPORT',
  'ATTACH',
  'DETACH',
  'SELF_ATTACH',
  'SELF_DETACH',
  'POST',
  'LOCK',
  'UNLOCK',
  'DISABLE',
  'ACTIVATE',
  'ADD',
  'REMOVE',
  'OVERRIDE',
  'TRANSFER',
  'SELF_PAY',
  'CONNECT',
  'PUBLISH',
  'MIGRATE',
  'PLACE',
  'RECEIVE',
  'LISTEN',
] as const;

/** An action spelled as in 000 §6. */
export type SpecAction = (typeof SPEC_ACTIONS)[number];

/** The upper-case spellings that duplicate a lower-case action of 000 §6. */
type DuplicateSpelling = 'ENROLL' | 'BATCH_ENROLL' | 'CHARGE';

/** A canonical action: one spelling per case-insensitive action. */
export type Action = Exclude<SpecAction, DuplicateSpelling>;

const DUPLICATES: ReadonlySet<string> = new Set<DuplicateSpelling>(['ENROLL', 'BATCH_ENROLL', 'CHARGE']);

/** Every canonical action, in the order of 000 §6. */
export const ACTIONS: readonly Action[] = SPEC_ACTIONS.filter((a): a is Action => !DUPLICATES.has(a));

/** The canonical actions by their own spelling, e.g. `Action.list`, `Action.APPLY`. */
export const Action: { readonly [A in Action]: A } = Object.freeze(
  Object.fromEntries(ACTIONS.map((a) => [a, a])) as { [A in Action]: A },
);

const BY_FOLDED_SPELLING: ReadonlyMap<string, Action> = new Map(ACTIONS.map((a) => [a.toLowerCase(), a]));

const ACTION_PREFIX = /^action_/i;

/**
 * The canonical action for any spelling: 'create', 'ACTION_CREATE', 'ENROLL' -> 'enroll',
 * 'receive' -> 'RECEIVE'. Case-insensitive; undefined when the action is unknown.
 */
export function normalizeAction(spelling: string): Action | undefined {
  const folded = spelling.trim().replace(ACTION_PREFIX, '').toLowerCase();
  return BY_FOLDED_SPELLING.get(folded);
}

/** Whether a string is a canonical action. */
export function isAction(value: string): value is Action {
  return BY_FOLDED_SPELLING.get(value.toLowerCase()) === value;
}

/** The ACTION_ constant of an action, e.g. 'create' -> 'ACTION_CREATE'. */
export function toActionConstant(action: Action): string {
  return `ACTION_${action.toUpperCase()}`;
}
