import { isEmail, isUuid, normalizeEmail } from '@tempo/contracts';
import { STAFF_PERMISSION_FLAGS } from '@tempo/permissions';
import type { StaffFlagSet } from '../users/account.entity';

/*
 * The rules that keep an account in step with the person of the same id (the people
 * subgraph owns the person; identity keeps what sign-in needs). Pure: the caller reads the
 * accounts, asks `planAccount` what to do, and does it (account-sync.ts).
 *
 * - A person with an e-mail, active, has the account of its id in its business, held by the
 *   user of that e-mail (created without a password when missing), with its names, staffRole
 *   (none: a client) and staff flags. A new e-mail moves the account to that e-mail's user.
 * - A person without an e-mail, deactivated, deleted or merged away has no account: it is
 *   deleted, and the person's user resolves as a visitor in the business. Reactivation (or a
 *   new e-mail) creates the account again under the same id; nothing is lost, since every
 *   field of the account comes from the person. Only for want of an e-mail, an account
 *   identity made itself (not linked to the person yet) is kept: a record that merely lacks
 *   the e-mail must not lock out, say, a business's owner.
 * - The user of the e-mail may already hold another account of the business. If that account
 *   was never linked to a person (made by identity alone, before people: business
 *   registration, demo data) and has the same role, it takes the person's id (rekey): only
 *   its id, names and flags change, so a person's record can never raise or lower the role
 *   of an account it did not make. Otherwise (another person's account, another role) the
 *   account is left as it is and the event is logged (a conflict).
 */

/** The fields of an account that follow its person; an event names those that changed. */
export type AccountField = 'email' | 'firstName' | 'lastName' | 'staffRole' | 'staffFlags';

/** An account as the rules see it: its user's e-mail and what follows the person. */
export interface AccountState {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  staffRole: string | null;
  staffFlags: StaffFlagSet;
  personLinked: boolean;
}

/** The account a person should have. */
export interface WantedAccount {
  id: string;
  /** Lower case. */
  email: string;
  firstName: string | null;
  lastName: string | null;
  staffRole: string | null;
  /** Absent: the account keeps its flags. */
  staffFlags?: StaffFlagSet;
}

export type AccountPlan =
  /** Nothing to write. */
  | { kind: 'none' }
  /** Delete the account of the id. */
  | { kind: 'delete' }
  /** Insert the account for the user of the e-mail (created when missing). */
  | { kind: 'create' }
  /** Same user: write the fields (`changed` empty: only the link to the person is new, no event). */
  | { kind: 'update'; changed: AccountField[] }
  /** The e-mail changed: the account moves to the user of the new e-mail. */
  | { kind: 'move'; changed: AccountField[] }
  /** The user's unlinked account of the business takes the person's id. */
  | { kind: 'rekey'; changed: AccountField[] }
  /** Left as it is (and logged, or refused). */
  | { kind: 'conflict'; reason: 'email_taken' | 'role_differs' };

export interface PlanInput {
  /** The account a person should have; null: none (person deleted or merged away, deactivated, no e-mail). */
  wanted: WantedAccount | null;
  /** The business's account of the id. */
  current: AccountState | null;
  /** The business's account of the wanted e-mail's user under another id. */
  other: AccountState | null;
  /** Whether an unlinked account of the user may take the person's id. */
  rekey: boolean;
  /** No account is wanted only for want of an e-mail: an unlinked account of the id stays. */
  keepUnlinked?: boolean;
}

const sameFlags = (a: StaffFlagSet, b: StaffFlagSet): boolean =>
  STAFF_PERMISSION_FLAGS.every((f) => (a[f] === true) === (b[f] === true));

/** The fields (besides the e-mail) where the account differs from what the person wants. */
export function changedFields(account: AccountState, wanted: WantedAccount): AccountField[] {
  const changed: AccountField[] = [];
  if (account.firstName !== wanted.firstName) changed.push('firstName');
  if (account.lastName !== wanted.lastName) changed.push('lastName');
  if (account.staffRole !== wanted.staffRole) changed.push('staffRole');
  if (wanted.staffFlags && !sameFlags(account.staffFlags, wanted.staffFlags)) changed.push('staffFlags');
  return changed;
}

/** What to do to the account of `wanted.id` (or of the id asked for, when no account is wanted). */
export function planAccount({ wanted, current, other, rekey, keepUnlinked }: PlanInput): AccountPlan {
  if (!wanted)
    return current && !(keepUnlinked && !current.personLinked) ? { kind: 'delete' } : { kind: 'none' };
  if (current) {
    const changed = changedFields(current, wanted);
    if (current.email !== wanted.email) {
      return other
        ? { kind: 'conflict', reason: 'email_taken' }
        : { kind: 'move', changed: ['email', ...changed] };
    }
    if (changed.length || !current.personLinked) return { kind: 'update', changed };
    return { kind: 'none' };
  }
  if (!other) return { kind: 'create' };
  if (!rekey || other.personLinked) return { kind: 'conflict', reason: 'email_taken' };
  if (other.staffRole !== wanted.staffRole) return { kind: 'conflict', reason: 'role_differs' };
  return { kind: 'rekey', changed: changedFields(other, wanted) };
}

/** The flags that are set, each true; anything that is not a known flag set to true is left out. */
export function staffFlagSet(flags: unknown): StaffFlagSet {
  const given = flags && typeof flags === 'object' ? (flags as Record<string, unknown>) : {};
  return Object.fromEntries(STAFF_PERMISSION_FLAGS.filter((f) => given[f] === true).map((f) => [f, true]));
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** One account to bring in step: the id, and the account wanted for it (null: none). */
export interface AccountSync {
  id: string;
  wanted: WantedAccount | null;
  /** See PlanInput.keepUnlinked. */
  keepUnlinked?: boolean;
  /** A person people made from this account: link the account to it, change nothing else. */
  linkOnly?: boolean;
}

/**
 * The account a person's record asks for. None when the person has no e-mail (no sign-in) or
 * is deactivated (a deactivated staff member resolves as a visitor; reactivation creates the
 * account again, with the same id). Null when the record is not a person (no valid id, an
 * e-mail that is not one).
 */
export function accountOfPerson(data: unknown): AccountSync | null {
  if (!data || typeof data !== 'object') return null;
  const p = data as Record<string, unknown>;
  if (!isUuid(p.personId)) return null;
  const id = p.personId.toLowerCase();
  const email = typeof p.email === 'string' ? normalizeEmail(p.email) : '';
  if (p.fromAccount === true) return { id, wanted: null, linkOnly: true };
  if (p.deactivated === true) return { id, wanted: null };
  if (!email) return { id, wanted: null, keepUnlinked: true };
  if (!isEmail(email)) return null;
  return {
    id,
    wanted: {
      id,
      email,
      firstName: text(p.firstName),
      lastName: text(p.lastName),
      staffRole: text(p.staffRole),
      staffFlags: staffFlagSet(p.staffFlags),
    },
  };
}

/**
 * The accounts a people event asks for, in order: created and updated, the person's;
 * deleted, none for the person; merged, none for the deleted person, then the kept person's
 * (its own person.updated brings the same, in whichever order the two arrive). A person
 * people made from an account (`fromAccount`) only links it. Null when the event is not one
 * identity acts on or is malformed.
 */
export function accountsOfPeopleEvent(type: string, data: unknown): AccountSync[] | null {
  if (type === 'person.created' || type === 'person.updated') {
    const sync = accountOfPerson(data);
    return sync ? [sync] : null;
  }
  if (type === 'person.deleted') {
    const id = (data as { personId?: unknown } | null)?.personId;
    return isUuid(id) ? [{ id: id.toLowerCase(), wanted: null }] : null;
  }
  if (type === 'person.merged') {
    const m = (data ?? {}) as { deletedId?: unknown; keptId?: unknown; kept?: unknown };
    if (!isUuid(m.deletedId)) return null;
    const kept = accountOfPerson(m.kept);
    const deleted: AccountSync = { id: m.deletedId.toLowerCase(), wanted: null };
    return kept && kept.id !== deleted.id ? [deleted, kept] : [deleted];
  }
  return null;
}
