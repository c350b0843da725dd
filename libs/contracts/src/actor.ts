/**
 * Who is acting, as the gateway forwards it to every subgraph in a signed
 * token (ARCHITECTURE §4). Subgraphs trust nothing else about the caller.
 */
export interface PermissionOverride {
  action: string;
  resource: string;
  allowed: boolean;
}

export interface ActorContext {
  /** The business the request addresses (host label or `business` argument); null on the app/auth hosts. */
  business: string | null;
  /** That business's status (BUSINESS_STATUS_*), null when there is no business or it does not exist. */
  businessStatus: string | null;
  /** Who a refused user of a suspended or closed business should contact (emailFrom, else contactEmail). */
  businessContact?: string | null;
  /** The signed-in user, null for visitors. */
  userId: string | null;
  email: string | null;
  /** The user's account in `business`, when there is one. */
  accountId: string | null;
  /** The derived role: visitor, client, limited_staff, staff, manager, owner, superuser, or a custom name. */
  role: string;
  staffRole: string | null;
  overrides: PermissionOverride[];
  /** Set while a superuser acts as another user (sudo). */
  impersonator: { userId: string; email: string } | null;
  /** Client address, for auditing and rate limits. */
  ip: string | null;
  requestId: string | null;
}

export const VISITOR: Omit<ActorContext, 'business' | 'businessStatus' | 'ip' | 'requestId'> = {
  userId: null,
  email: null,
  accountId: null,
  role: 'visitor',
  staffRole: null,
  overrides: [],
  impersonator: null,
};
