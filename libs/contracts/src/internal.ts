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
  business: {
    name: string;
    status: string;
    contactEmail: string | null;
    emailFrom: string | null;
    /** maxPerFileSizeUsageMegaBytes and maxFileSizeUsageMegaBytes of the business record (null: not set). */
    fileLimitsMb?: { perFile: number | null; total: number | null };
  } | null;
}

export const INTERNAL_ACTOR_PATH = '/internal/actor';
export const INTERNAL_USER_PATH = '/internal/user';
export const SERVICE_AUTH_SCHEME = 'Service';

/**
 * Identity's internal API for the people subgraph (service token, internal port):
 *
 *   POST /internal/credentials  InternalCredentialsRequest -> InternalCredentialsResponse
 *     Makes the person of `personId` able to sign in to `business`: the user of `email` (created
 *     when missing) and the account of the same id as the person. A password is set on a new user;
 *     on an existing user only when `replacePassword` (an invite proved the e-mail). 409 with
 *     { error: 'email_taken' } when another account of the business already uses the e-mail.
 *   POST /internal/invite-mail  InternalInviteMailRequest -> 204
 *     E-mails an invitation to join the business, with the link given, from the business's sender.
 */
export interface InternalCredentialsRequest {
  business: string;
  personId: string;
  email: string;
  firstName: string;
  lastName: string;
  staffRole: string | null;
  password?: string | null;
  replacePassword?: boolean;
}

export interface InternalCredentialsResponse {
  accountId: string;
  userId: string;
  /** True when the e-mail already had a user (its password was kept unless replacePassword). */
  existingUser: boolean;
}

export interface InternalInviteMailRequest {
  business: string;
  email: string;
  firstName: string;
  link: string;
}

export const INTERNAL_CREDENTIALS_PATH = '/internal/credentials';
export const INTERNAL_INVITE_MAIL_PATH = '/internal/invite-mail';
