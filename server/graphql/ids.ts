// Clients name objects by Relay global ID or by the database id that /api and the web's URLs use. This is the one
// place that tells the two apart: root lookups, mutation inputs and filters all decode through databaseId.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { isUuid } from '../domain/validation/ids.ts';

/** The node types whose ids clients send. */
export type NodeType = 'User' | 'Team' | 'Project' | 'Archetype' | 'Decklist' | 'DecklistVersion' | 'Match' | 'Comment' | 'Notification' | 'Mention' | 'PersonalAccessToken' | 'Invitation';

/**
 * The database id an ID names: a UUID as it is (lower-cased), or the UUID inside a global ID of `type`. Anything
 * else is returned as given: the service refuses it (not found, or an invalid id), like any id that names nothing.
 */
export function databaseId(id: string, type: NodeType): string {
  if (isUuid(id)) return id.toLowerCase();
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === type && isUuid(decoded.id) ? decoded.id.toLowerCase() : id;
  } catch {
    return id;
  }
}

/** A root lookup's id (query `match(id:)` and the like): null when the ID cannot name a row of `type`. */
export function lookupId(id: string, type: NodeType): string | null {
  const decoded = databaseId(id, type);
  return isUuid(decoded) ? decoded : null;
}

type IdValue = string | readonly string[] | null | undefined;

/** For each id field of an input (single or list), the node type its ids name. */
export type IdFields<I> = { [K in keyof I as NonNullable<I[K]> extends string | readonly string[] ? K : never]?: NodeType };

/**
 * The input with the ids of the fields named in `types` decoded by databaseId (lists element by element); null and
 * absent values stay as they are, and every other field is passed through untouched.
 */
export function withDatabaseIds<I extends object>(input: I, types: IdFields<I>): I {
  const decoded = Object.entries(types as Record<string, NodeType>)
    .filter(([field]) => field in input)
    .map(([field, type]) => {
      const value = (input as Record<string, IdValue>)[field];
      return [field, typeof value === 'string' ? databaseId(value, type) : Array.isArray(value) ? value.map((id: string) => databaseId(id, type)) : value];
    });
  return { ...input, ...Object.fromEntries(decoded) };
}
