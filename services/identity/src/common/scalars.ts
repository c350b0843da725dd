import { GraphQLScalarType, Kind } from 'graphql';
import sanitizeHtml from 'sanitize-html';

/** Rich text: sanitized on the way in (scripts, event handlers and unsafe URLs removed). */
export const sanitize = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'h1', 'h2'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['style', 'class'],
      img: ['src', 'alt', 'width', 'height'],
      a: ['href', 'name', 'target', 'rel'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(/],
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^\w+$/],
      },
    },
  });

export const SanitizedHTML = new GraphQLScalarType({
  name: 'SanitizedHTML',
  description: 'HTML text, sanitized by the server on input',
  serialize: (v) => (v === null || v === undefined ? null : String(v)),
  parseValue: (v) => (v === null ? null : sanitize(String(v))),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? sanitize(ast.value) : null),
});

export const SECRET_MASK = '********';

/** A write-only value: accepted on input, never returned in clear (a mask when set, null otherwise). */
export const Secret = new GraphQLScalarType({
  name: 'Secret',
  description: 'Write-only value; reads return a mask when it is set',
  serialize: (v) => (v === null || v === undefined || v === '' ? null : SECRET_MASK),
  parseValue: (v) => (v === null ? null : String(v)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});
