// Lists a service answers whole (a team's members, an archetype's decklists) are paged at the edge: `limit` and
// `offset` pick the page and X-Total-Count says how many there are, as /api/matches says in its body. Their answers
// stay bare arrays, so clients written before the paging keep working (docs/api.md, Compatibility); without
// `limit` the whole list is answered, as before. ADR 0372.
import { z } from 'zod';
import { PAGE_MAX } from '../domain/validation/fields.ts';
import { parseInput } from '../domain/validation/parse-input.ts';
import { queryParameterNames } from './query-parameters.ts';
import type { Route } from './route.ts';

export const TOTAL_HEADER = 'X-Total-Count';

const pageSchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_MAX, `limit must be at most ${PAGE_MAX}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0),
});

/** The page a paged call asks for, and its query without limit and offset (which its command does not know). */
export function takePage(query: Record<string, string | string[]>): { page: z.output<typeof pageSchema>; rest: Record<string, string | string[]> } {
  const { limit, offset, ...rest } = query;
  const page = parseInput(pageSchema, { ...(limit === undefined ? {} : { limit }), ...(offset === undefined ? {} : { offset }) });
  return { page, rest };
}

export function pageOf<T>(items: T[], page: z.output<typeof pageSchema>): T[] {
  return items.slice(page.offset, page.limit === undefined ? undefined : page.offset + page.limit);
}

/** The parameters as the document states them. */
export const pageParameters = () =>
  [
    { name: 'limit', in: 'query', required: false, description: `Page size, 1 to ${PAGE_MAX}; the whole list without it.`, schema: { type: 'integer', minimum: 1, maximum: PAGE_MAX } },
    { name: 'offset', in: 'query', required: false, description: 'How many items to skip (0 by default).', schema: { type: 'integer', minimum: 0, default: 0 } },
  ] as const;

export const totalHeader = { [TOTAL_HEADER]: { description: 'How many items the whole list has.', schema: { type: 'integer', minimum: 0 } } };

/** A GET answering a bare array with no paging of its own and no bound on its length (card suggestions have one). */
export function pagedAtEdge(route: Route): boolean {
  if (route.method !== 'GET' || !(route.response instanceof z.ZodArray) || queryParameterNames(route.query).has('limit')) return false;
  return (z.toJSONSchema(route.response, { unrepresentable: 'any' }) as { maxItems?: number }).maxItems === undefined;
}
