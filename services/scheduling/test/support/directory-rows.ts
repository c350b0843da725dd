import { type ActorContext, VISITOR } from '@tempo/contracts';
import type { SubgraphConnections } from '@tempo/subgraph/testing';
import { UserError } from '@tempo/graphql';

// The people and settings of a test business as scheduling keeps them (its copies of people's records),
// written straight into its tables by the integration tests, and what those tests share around them.

/** The settings of a test business: its name and zone, without a time off policy. */
export const businessSettingsRow = (business: string, fullName: string, timezone: string, at: Date) => ({
  business,
  fullName,
  timezone,
  timeOffPolicyEnabled: false,
  timeOffCategories: [],
  updatedAt: at,
});

/**
 * An active staff member (role 'staff' unless `over` says otherwise) without e-mail, photo, online id or
 * secondary attribute.
 */
export const staffRow = (
  business: string,
  id: string,
  firstName: string,
  lastName: string,
  at: Date,
  over: { staffRole?: string; email?: string | null } = {},
) => ({
  id,
  business,
  firstName,
  lastName,
  email: null,
  staffRole: 'staff',
  deactivated: false,
  profilePhoto: null,
  staffOnlineId: null,
  staffSecondaryAttribute: null,
  updatedAt: at,
  ...over,
});

/** An active client without e-mail, birth date, account managers or photo unless `over` gives them. */
export const clientRow = (
  business: string,
  id: string,
  firstName: string,
  lastName: string,
  at: Date,
  over: { email?: string | null; birthDate?: string | null; accountManagerIds?: string[] } = {},
) => ({
  id,
  business,
  firstName,
  lastName,
  email: null,
  birthDate: null,
  accountManagerIds: [] as string[],
  profilePhoto: null,
  deactivated: false,
  updatedAt: at,
  ...over,
});

/** Removes a test business's rows from these tables, in this order, then closes the connections. */
export async function dropBusinessRows(
  db: SubgraphConnections,
  business: string,
  tables: string[],
): Promise<void> {
  for (const table of tables) await db.owner.query(`DELETE FROM ${table} WHERE business = $1`, [business]);
  await db.close();
}

/** The refusal text of a call that must be refused with a user error. */
export async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof UserError) return e.message;
    throw e;
  }
  throw new Error('not refused');
}

/** A signed-in account acting in an active business with a role ('owner', 'staff', 'client' ...). */
export const actorIn = (business: string, accountId: string, role: string): ActorContext => ({
  ...VISITOR,
  business,
  businessStatus: 'BUSINESS_STATUS_ACTIVE',
  ip: null,
  requestId: null,
  userId: accountId,
  accountId,
  role,
});
