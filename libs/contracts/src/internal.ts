/**
 * Identity's internal HTTP API, called by the gateway with a service token
 * (`authorization: Service <token>`, see @tempo/auth signServiceToken).
 *
 *   GET /internal/actor?userId=<uuid>&business=<name?>  -> InternalActorResponse | 404 (unknown user)
 *   GET /internal/actor?business=<name>                  -> { user: null, account: null, business } (visitors)
 *   GET /internal/user?email=<email>                      -> InternalUser | 404
 */
export interface InternalUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isSuperuser: boolean;
}

export interface InternalActorResponse {
  user: InternalUser | null;
  account: {
    id: string;
    staffRole: string | null;
    permissions: Array<{ action: string; resource: string; allowed: boolean }>;
  } | null;
  business: { name: string; status: string; contactEmail: string | null; emailFrom: string | null } | null;
}

export const INTERNAL_ACTOR_PATH = '/internal/actor';
export const INTERNAL_USER_PATH = '/internal/user';
export const SERVICE_AUTH_SCHEME = 'Service';
