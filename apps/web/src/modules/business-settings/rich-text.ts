/**
 * A preview of what the server keeps of a SanitizedHTML message (000 §5): the same allow-list
 * of tags, attributes, URL schemes and styles. The server's sanitizing is the one that counts;
 * this only shows the owner the result while typing.
 */
const ALLOWED_TAGS = new Set(
  (
    'address article aside footer header h1 h2 h3 h4 h5 h6 hgroup main nav section blockquote dd div dl dt ' +
    'figcaption figure hr li ol p pre ul a abbr b bdi bdo br cite code data dfn em i kbd mark q rb rp rt rtc ' +
    'ruby s samp small span strong sub sup time u var wbr caption col colgroup table tbody td tfoot th thead tr img'
  ).split(' '),
);

/** Removed together with their content. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
]);

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['style', 'class'],
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const ALLOWED_STYLES: Record<string, readonly RegExp[]> = {
  color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(/],
  'text-align': [/^(left|right|center|justify)$/],
  'font-weight': [/^\w+$/],
};

function safeUrl(value: string): boolean {
  // Control characters and spaces are ignored by browsers inside a scheme ("java\nscript:").
  const compact = Array.from(value)
    .filter((c) => c.charCodeAt(0) > 32)
    .join('');
  return !ANY_SCHEME.test(compact) || SAFE_SCHEME.test(compact);
}

function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return ALLOWED_STYLES[property]?.some((pattern) => pattern.test(value)) ? `${property}:${value}` : '';
    })
    .filter(Boolean)
    .join(';');
}

function cleanChildren(parent: Node): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (!ALLOWED_TAGS.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const allowed =
        ALLOWED_ATTRIBUTES['*'].includes(name) || (ALLOWED_ATTRIBUTES[tag] ?? []).includes(name);
      if (!allowed || (URL_ATTRIBUTES.has(name) && !safeUrl(attribute.value))) {
        element.removeAttribute(attribute.name);
      } else if (name === 'style') {
        const style = safeStyle(attribute.value);
        if (style) element.setAttribute('style', style);
        else element.removeAttribute('style');
      }
    }
  }
}

/** The HTML with only the allowed markup left. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><body>${html}</body></html>`,
    'text/html',
  );
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}
