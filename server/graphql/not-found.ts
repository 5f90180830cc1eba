// Not found is answered one way in queries: a field that names something by an argument answers null when it names
// nothing the viewer can read, as node(id:) and the root lookups do, rather than an error beside a null. Mutations
// keep NotFoundError in their result unions: there the failure is the answer.
import { NotFoundError } from '../domain/errors.ts';

/** The value, or null when the service says that what the arguments name is not found (or not readable). */
export async function nullWhenNotFound<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
