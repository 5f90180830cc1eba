// GraphQL inputs are camelCase; services take the REST (snake_case) shapes, so resolvers convert once here.
type Json = unknown;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Deeply renames object keys from camelCase to snake_case; arrays and values are kept. */
export function snakeKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeKeys(v)]));
}
