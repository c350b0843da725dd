/** Authentication error codes and their user-facing texts (spec 003 §8). */
export const AuthErrorCode = {
  INVALID_TOKEN: 'INVALID_TOKEN',
  AUTHENTICATION_FAILED: 'AUTHENTICATION_FAILED',
  USER_DOES_NOT_EXIST: 'USER_DOES_NOT_EXIST',
  INVALID_LOGIN_OR_PASSWORD: 'INVALID_LOGIN_OR_PASSWORD',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

export const AUTH_ERROR_TEXT: Record<AuthErrorCode, string> = {
  INVALID_TOKEN: 'Invalid or expired token',
  AUTHENTICATION_FAILED: 'Authentication failed',
  USER_DOES_NOT_EXIST: "User doesn't exist",
  INVALID_LOGIN_OR_PASSWORD: 'Invalid login or password',
};

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

/** Texts quoted by the spec and reused by servers. */
export const Texts = {
  invalidCursor: 'querying with a cursor that was not received in the last request',
  validEmailRequired: 'A valid email is required',
  passwordComplexity: 'error creating account: Required password complexity not met',
  emailAlreadyExists: 'error creating account: An account with this email already exists.',
  /** 'authorization error' is how clients recognise a permission refusal (003 §8). */
  notAllowed: 'authorization error: not allowed',
  notAuthenticated: '(Route Auth Verification): not currently authenticated',
  objectNotFound: 'Object Not Found Matching Id:',
  suspended: (email: string) => `This account is suspended - please contact ${email}`,
  businessNameTaken: 'This business name is already taken',
  businessNameInvalid:
    'A business name must be 3 to 40 lower-case letters, digits or dashes, and start with a letter',
  /** A name of the product's own hosts (app, auth, www...): well formed, never available. */
  businessNameReserved: (name: string) => `${name} is reserved and cannot be a business name`,
  requiredField: (field: string) => `${field} is required`,
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
