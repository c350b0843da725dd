import { login, op, Session } from '../client';
import type { LadderRole } from './operations';

/** Who the security suites sign in as: the demo business's members, the platform superuser, a rival business. */

/** The demo logins (README.md), one per role below the superuser, and the platform superuser. */
export const DEMO_LOGINS: Partial<Record<LadderRole, string>> = {
  client: 'client@demo.example',
  limited_staff: 'limited@demo.example',
  staff: 'staff@demo.example',
  manager: 'manager@demo.example',
  owner: 'owner@demo.example',
};
export const DEMO_EMAILS = Object.values(DEMO_LOGINS) as string[];
/** The accounts of a login, in every business (the superuser reads anyone's). */
export const ACCOUNTS_OF = op<{ accounts: Array<{ id: string; business: string }> }, { e: string }>(
  `query($e: String!) { accounts(email: $e) { id business } }`,
);
export const SUPERUSER_LOGIN = 'admin@platform.example';
export const RIVAL_OWNER = 'owner@rival.example';
export const RIVAL_CLIENT = 'client@rival.example';

/** Signs in once; the e2e run allows a handful of logins per login name. */
export async function signIn(business: string | null, email: string): Promise<Session> {
  return login(business, email);
}
