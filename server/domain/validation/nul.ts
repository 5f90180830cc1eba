// PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one would fail in the database as an
// unexpected error. Both edges refuse such input up front, whatever the field, with this message.
export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000)';

/** Where in the value a string (or an object key) contains NUL, as a dotted path ('' at the top); null if nowhere. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return at;
    const found = nulPath(inner, at);
    if (found !== null) return found;
  }
  return null;
}
