/** Authentication error codes and their user-facing texts (spec 003 §8). */
export const AuthErrorCode = {
  INVALID_TOKEN: 'INVALID_TOKEN',
  AUTHENTICATION_FAILED: 'AUTHENTICATION_FAILED',
  USER_DOES_NOT_EXIST: 'USER_DOES_NOT_EXIST',
  INVALID_LOGIN_OR_PASSWORD: 'INVALID_LOGIN_OR_PASSWORD',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

/** Codes carried in GraphQL `extensions.code` for query failures. */
export const ErrorCode = {
  ...AuthErrorCode,
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  BUSINESS_SUSPENDED: 'BUSINESS_SUSPENDED',
  INVALID_CURSOR: 'INVALID_CURSOR',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Why the product refuses a request, one code per refusal the user can be
 * told about. A server throws `UserError.of(UserErrorCode.X, ...args)`; a
 * mutation answers `{ status: 'error', error: <text> }`, a query a GraphQL
 * error with the text.
 */
export const UserErrorCode = {
  ...AuthErrorCode,
  NOT_ALLOWED: 'NOT_ALLOWED',
  NOT_AUTHENTICATED: 'NOT_AUTHENTICATED',
  OBJECT_NOT_FOUND: 'OBJECT_NOT_FOUND',
  BUSINESS_SUSPENDED: 'BUSINESS_SUSPENDED',
  INVALID_CURSOR: 'INVALID_CURSOR',
  // input (000 §5)
  VALID_EMAIL_REQUIRED: 'VALID_EMAIL_REQUIRED',
  PASSWORD_COMPLEXITY: 'PASSWORD_COMPLEXITY',
  EMAIL_ALREADY_EXISTS: 'EMAIL_ALREADY_EXISTS',
  REQUIRED_FIELD: 'REQUIRED_FIELD',
  REQUIRED_FIELDS: 'REQUIRED_FIELDS',
  NOT_NEGATIVE: 'NOT_NEGATIVE',
  ONE_OF: 'ONE_OF',
  LIMIT_OUT_OF_RANGE: 'LIMIT_OUT_OF_RANGE',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  NOT_AFTER: 'NOT_AFTER',
  INVALID_DATE: 'INVALID_DATE',
  NAME_ALREADY_USED: 'NAME_ALREADY_USED',
  // the catalogue (services, plans, sessions)
  SERVICE_HAS_UPCOMING_EVENTS: 'SERVICE_HAS_UPCOMING_EVENTS',
  SERVICE_WITHOUT_SESSIONS: 'SERVICE_WITHOUT_SESSIONS',
  // business names and registration
  BUSINESS_NAME_TAKEN: 'BUSINESS_NAME_TAKEN',
  BUSINESS_NAME_INVALID: 'BUSINESS_NAME_INVALID',
  BUSINESS_NAME_RESERVED: 'BUSINESS_NAME_RESERVED',
  REGISTRATION_LINK_INVALID: 'REGISTRATION_LINK_INVALID',
  WIDGET_LINK_INVALID: 'WIDGET_LINK_INVALID',
  // a business's e-mail domains
  EMAIL_DOMAIN_INVALID: 'EMAIL_DOMAIN_INVALID',
  EMAIL_DOMAIN_OF_PLATFORM: 'EMAIL_DOMAIN_OF_PLATFORM',
  EMAIL_DOMAIN_DUPLICATE: 'EMAIL_DOMAIN_DUPLICATE',
  EMAIL_DOMAIN_TOO_MANY: 'EMAIL_DOMAIN_TOO_MANY',
  EMAIL_DOMAIN_NOT_FOUND: 'EMAIL_DOMAIN_NOT_FOUND',
  EMAIL_DOMAIN_TAKEN: 'EMAIL_DOMAIN_TAKEN',
  EMAIL_DOMAIN_RECORD_MISSING: 'EMAIL_DOMAIN_RECORD_MISSING',
  EMAIL_DOMAIN_LOOKUP_FAILED: 'EMAIL_DOMAIN_LOOKUP_FAILED',
} as const;
export type UserErrorCode = (typeof UserErrorCode)[keyof typeof UserErrorCode];

/** A business may have this many e-mail domains. */
export const MAX_EMAIL_DOMAINS = 5;

type ErrorText = string | ((...args: never[]) => string);

/**
 * The text of every code (003 §8 where the spec gives one). The map is
 * exhaustive: a code without its text, or a text without its code, does not
 * compile.
 */
export const USER_ERROR_TEXT = {
  INVALID_TOKEN: 'Invalid or expired token',
  AUTHENTICATION_FAILED: 'Authentication failed',
  USER_DOES_NOT_EXIST: "User doesn't exist",
  INVALID_LOGIN_OR_PASSWORD: 'Invalid login or password',
  /** 'authorization error' is how clients recognise a permission refusal (003 §8). */
  NOT_ALLOWED: (detail?: string) =>
    detail ? `authorization error: ${detail}` : 'authorization error: not allowed',
  NOT_AUTHENTICATED: '(Route Auth Verification): not currently authenticated',
  OBJECT_NOT_FOUND: (id: string) => `Object Not Found Matching Id: ${id}`,
  BUSINESS_SUSPENDED: (email: string) => `This account is suspended - please contact ${email}`,
  INVALID_CURSOR: 'querying with a cursor that was not received in the last request',
  VALID_EMAIL_REQUIRED: 'A valid email is required',
  PASSWORD_COMPLEXITY: 'error creating account: Required password complexity not met',
  EMAIL_ALREADY_EXISTS: 'error creating account: An account with this email already exists.',
  REQUIRED_FIELD: (field: string) => `${field} is required`,
  REQUIRED_FIELDS: (fields: readonly string[]) => `${fields.join(', ')} are required`,
  NOT_NEGATIVE: (field: string) => `${field} must not be negative`,
  ONE_OF: (field: string, values: readonly string[]) => `${field} must be one of ${values.join(', ')}`,
  LIMIT_OUT_OF_RANGE: (min: number, max: number) => `limit must be between ${min} and ${max}`,
  OUT_OF_RANGE: (field: string, min: number, max: number) => `${field} must be between ${min} and ${max}`,
  NOT_AFTER: (field: string, other: string) => `${field} must not be after ${other}`,
  INVALID_DATE: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  NAME_ALREADY_USED: (kind: string, name: string) => `A ${kind} named "${name}" already exists`,
  SERVICE_HAS_UPCOMING_EVENTS: (count: number) =>
    `This service has ${count} upcoming event(s); cancel or move them before deleting it`,
  SERVICE_WITHOUT_SESSIONS: 'This service does not have sessions',
  BUSINESS_NAME_TAKEN: 'This business name is already taken',
  BUSINESS_NAME_INVALID:
    'A business name must be 3 to 40 lower-case letters, digits or dashes, and start with a letter',
  /** A name of the product's own hosts (app, auth, www...): well formed, never available. */
  BUSINESS_NAME_RESERVED: (name: string) => `${name} is reserved and cannot be a business name`,
  REGISTRATION_LINK_INVALID: 'This confirmation link is invalid, was already used or has expired',
  WIDGET_LINK_INVALID: 'A widget link must be 1 to 63 lower-case letters, digits or dashes',
  EMAIL_DOMAIN_INVALID: 'domain must be a domain name, e.g. example.com',
  EMAIL_DOMAIN_OF_PLATFORM: 'This domain belongs to the platform',
  EMAIL_DOMAIN_DUPLICATE: 'This domain is already added',
  EMAIL_DOMAIN_TOO_MANY: `A business may have at most ${MAX_EMAIL_DOMAINS} e-mail domains`,
  EMAIL_DOMAIN_NOT_FOUND: (domain: string) => `No e-mail domain ${domain}`,
  EMAIL_DOMAIN_TAKEN: 'This domain is verified by another business',
  EMAIL_DOMAIN_RECORD_MISSING: (name: string, value: string) =>
    `The TXT record ${name} with the value ${value} was not found; publish it and verify again`,
  EMAIL_DOMAIN_LOOKUP_FAILED: (name: string) => `The DNS lookup of ${name} failed; try again later`,
} as const satisfies Record<UserErrorCode, ErrorText>;

/** The arguments the text of `code` takes (none for a fixed text). */
export type UserErrorArgs<C extends UserErrorCode> = (typeof USER_ERROR_TEXT)[C] extends (
  ...args: infer A
) => string
  ? A
  : [];

/** The user-facing text of `code` with its arguments. */
export function userErrorText<C extends UserErrorCode>(code: C, ...args: UserErrorArgs<C>): string {
  const text: ErrorText = USER_ERROR_TEXT[code];
  return typeof text === 'string' ? text : (text as (...a: UserErrorArgs<C>) => string)(...args);
}

/**
 * The GraphQL `extensions.code` of a refusal: codes clients tell apart (the
 * authentication codes, a suspended business, a cursor, a missing object,
 * permission refusals) carry their own; every other refusal of input is
 * BAD_USER_INPUT.
 */
export function graphqlCodeOf(code: UserErrorCode): ErrorCode {
  if (code === UserErrorCode.NOT_ALLOWED) return ErrorCode.FORBIDDEN;
  if (code === UserErrorCode.NOT_AUTHENTICATED) return ErrorCode.UNAUTHENTICATED;
  if (code === UserErrorCode.OBJECT_NOT_FOUND) return ErrorCode.NOT_FOUND;
  return (Object.values(ErrorCode) as string[]).includes(code)
    ? (code as ErrorCode)
    : ErrorCode.BAD_USER_INPUT;
}

export const AUTH_ERROR_TEXT: Record<AuthErrorCode, string> = {
  INVALID_TOKEN: USER_ERROR_TEXT.INVALID_TOKEN,
  AUTHENTICATION_FAILED: USER_ERROR_TEXT.AUTHENTICATION_FAILED,
  USER_DOES_NOT_EXIST: USER_ERROR_TEXT.USER_DOES_NOT_EXIST,
  INVALID_LOGIN_OR_PASSWORD: USER_ERROR_TEXT.INVALID_LOGIN_OR_PASSWORD,
};

/** Texts quoted by the spec and reused by servers and the web app (the same texts as USER_ERROR_TEXT). */
export const Texts = {
  invalidCursor: USER_ERROR_TEXT.INVALID_CURSOR,
  validEmailRequired: USER_ERROR_TEXT.VALID_EMAIL_REQUIRED,
  passwordComplexity: USER_ERROR_TEXT.PASSWORD_COMPLEXITY,
  emailAlreadyExists: USER_ERROR_TEXT.EMAIL_ALREADY_EXISTS,
  notAllowed: USER_ERROR_TEXT.NOT_ALLOWED(),
  notAuthenticated: USER_ERROR_TEXT.NOT_AUTHENTICATED,
  objectNotFound: 'Object Not Found Matching Id:',
  suspended: USER_ERROR_TEXT.BUSINESS_SUSPENDED,
  businessNameTaken: USER_ERROR_TEXT.BUSINESS_NAME_TAKEN,
  businessNameInvalid: USER_ERROR_TEXT.BUSINESS_NAME_INVALID,
  businessNameReserved: USER_ERROR_TEXT.BUSINESS_NAME_RESERVED,
  requiredField: USER_ERROR_TEXT.REQUIRED_FIELD,
} as const;

/** Block reasons sent in the gateway's block header with HTTP 403 (003 §8). */
export const BlockReason = {
  IP_BAN: 'IP_BAN',
  COUNTRY_BLOCKED: 'COUNTRY_BLOCKED',
  THROTTLED: 'THROTTLED',
} as const;
export type BlockReason = (typeof BlockReason)[keyof typeof BlockReason];
export const BLOCK_HEADER = 'x-block-reason';
export const BLOCK_TEXT: Record<BlockReason, string> = {
  IP_BAN: 'Your IP was banned due to suspicious activity',
  COUNTRY_BLOCKED: 'Disabled for your Country',
  THROTTLED: 'Too Many Requests from this IP, try again later',
};
