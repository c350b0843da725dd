import type { PermissionOverride } from '@tempo/permissions';

/** The signed-in user (000 §3.3) as the currentUser query returns it. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role: string;
  staffRole?: string | null;
  business?: string | null;
  accountId?: string | null;
  permissions: PermissionOverride[];
}

/** An account of the user in one business (000 §3.3), the fields the shell reads. */
export interface Account {
  id: string;
  name?: string | null;
  email: string;
  business: string;
  staffRole?: string | null;
  businessDetails: { name: string; status: string; fullName: string; uiLogoUrl?: string | null };
}

/** 000 §4.1 */
export type LoginState =
  '' | 'LOGGED_IN' | 'LOGGED_OUT' | 'SELECT_BUSINESS' | 'SETUP_PROFILE' | 'SETUP_BUSINESS';
