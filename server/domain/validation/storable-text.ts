// Text PostgreSQL cannot store: the NUL character (U+0000), and a lone UTF-16 surrogate (JSON's "\ud800" with no
// partner), which is no Unicode character at all and fails as JSON or text in the database. Either would fail there
// as an unexpected error; both edges refuse such input up front, whatever the field, with one of these messages.
export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000)';
export const SURROGATE_MESSAGE = 'Text must be valid Unicode: a lone surrogate (such as \\ud800) is not a character';

/** Why this text cannot be stored, or null when it can. */
export function unstorable(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  // A surrogate not paired with its partner (String.prototype.isWellFormed is ES2024, beyond our type library).
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** Where in the value a string (or an object key) cannot be stored, as a dotted path ('' at the top), and why; null if nowhere. */
export function unstorableText(value: unknown, path = ''): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message === null ? null : { path, message };
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const message = unstorable(key);
    if (message !== null) return { path: at, message };
    const found = unstorableText(inner, at);
    if (found !== null) return found;
  }
  return null;
}
