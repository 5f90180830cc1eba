// REST names its fields in snake_case; commands (the validation schemas and the services) in camelCase. A request's
// fields are renamed here on the way in, and the fields of validation problems on the way out: nothing else in the
// server converts names.
import { z } from 'zod';
import { ValidationError } from '../domain/errors.ts';
import { parseInput } from '../domain/validation/parse-input.ts';

/** The REST name of a command field: winnerArchetypeId → winner_archetype_id. */
export const wireName = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The object schema beneath a command schema's refinements and transforms (null for schemas of other shapes). */
export function objectSchemaOf(schema: z.ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectSchemaOf(schema.in as z.ZodType);
  return null;
}

/** The object schema of a list field's items (a match's games), beneath optional, nullable and transforms. */
function itemObjectOf(schema: z.ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodPipe) return itemObjectOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return itemObjectOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return objectSchemaOf(schema.element as z.ZodType);
  return null;
}

/**
 * A request's fields under the command's names. A field sent under the wire name of one of the command's fields
 * gets that field's name; any other field keeps its name, so that validation refuses it as sent (strict commands) or
 * ignores it, like any unknown field. A field sent under a command's own camelCase name is not a wire name either:
 * a strict command refuses it, other commands drop it. The items of a list of objects (a match's games) are renamed
 * the same way.
 */
export function commandFields(fields: object, schema: z.ZodType): Record<string, unknown> {
  const object = objectSchemaOf(schema);
  if (!object) return { ...fields };
  const commandNames = Object.keys(object.shape);
  const byWireName = new Map(commandNames.map((name) => [wireName(name), name]));
  const entries = Object.entries(fields);
  const misnamed = entries.filter(([key]) => !byWireName.has(key) && commandNames.includes(key));
  if (misnamed.length && object.def.catchall instanceof z.ZodNever) parseInput(z.strictObject({}), Object.fromEntries(misnamed));
  return Object.fromEntries(
    entries
      .filter((entry) => !misnamed.includes(entry))
      .map(([key, value]) => {
        const name = byWireName.get(key) ?? key;
        const items = Array.isArray(value) && commandNames.includes(name) ? itemObjectOf(object.shape[name] as z.ZodType) : null;
        return [name, items ? (value as unknown[]).map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? commandFields(item, items) : item)) : value];
      }),
  );
}

/** The error with its validation problems' fields named as the REST client sent them ("cards.3.quantity" stays). */
export function withWireNames(error: unknown): unknown {
  if (!(error instanceof ValidationError) || error.problems.length === 0) return error;
  const problems = error.problems.map((problem) => ({ ...problem, field: problem.field.split('.').map(wireName).join('.') }));
  return new ValidationError(error.message, problems);
}
