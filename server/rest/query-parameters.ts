// The query string of a call holds only the parameters its command declares, each with a value. Without this check a
// misspelt or camelCase filter (?isRead=false for is_read) would be dropped and the call would answer as if no filter
// had been asked for, which a client cannot tell from a filter that matched everything.
import type { z } from 'zod';
import { ValidationError, type FieldProblem } from '../domain/errors.ts';
import { objectSchemaOf, wireName } from './wire-names.ts';

/** The query parameters a command schema declares, under their wire names (none without a schema). */
export function queryParameterNames(schema: z.ZodType | undefined): Set<string> {
  const object = schema ? objectSchemaOf(schema) : null;
  return new Set(object ? Object.keys(object.shape).map(wireName) : []);
}

/**
 * Refuses parameters the call does not declare, and empty values (`?decklist_id=`): no parameter of the API takes
 * the empty string, so an empty value is a mistake rather than "no filter" (leave the parameter out for that).
 */
export function refuseUnknownQuery(query: Record<string, string | string[]>, schema: z.ZodType | undefined): void {
  const known = queryParameterNames(schema);
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (!known.has(name)) problems.push({ field: name, message: known.size ? `Unknown query parameter ${name} (this call takes ${[...known].join(', ')})` : `Unknown query parameter ${name} (this call takes none)` });
    else if ([value].flat().some((item) => item === '')) problems.push({ field: name, message: `${name} is empty: give a value or leave it out` });
  }
  if (problems.length) throw new ValidationError(problems.length === 1 ? problems[0].message : 'Invalid query parameters', problems);
}
