// Ids are UUIDs. Anything else cannot name a row, so it is answered as "not found" before reaching the database
// (PostgreSQL would otherwise reject the malformed uuid with an error).
import { NotFoundError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The id itself when it is a UUID; NotFoundError(message) otherwise. */
export function requireId(value: string, notFoundMessage: string): string {
  if (!isUuid(value)) throw new NotFoundError(notFoundMessage);
  return value.toLowerCase();
}
