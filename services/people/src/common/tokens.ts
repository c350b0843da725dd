/** The signed cursor codec of paginated lists (@tempo/graphql cursorCodec). */
export const CURSOR_CODEC = Symbol('CURSOR_CODEC');
