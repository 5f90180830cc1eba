// Root lookups accept either a Relay global ID or the plain database id used by /api and the web's URLs.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { isUuid } from '../domain/validation/ids.ts';

/** The database id named by `id`, when it is a UUID or a global ID of `typename`; otherwise null. */
export function databaseIdOf(id: string, typename: string): string | null {
  if (isUuid(id)) return id.toLowerCase();
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === typename && isUuid(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}
