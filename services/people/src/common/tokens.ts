/** The signed cursor codec of paginated lists (@tempo/graphql cursorCodec). */
export const CURSOR_CODEC = Symbol('CURSOR_CODEC');
/** Identity's internal API client. */
export const IDENTITY_CLIENT = Symbol('IDENTITY_CLIENT');
