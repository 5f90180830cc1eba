// Turns a zod schema failure into a ValidationError whose message is the first problem in the product's wording.
import type { z } from 'zod';
import { ValidationError } from '../errors.ts';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(input)',
    message: issue.message,
  }));
  throw new ValidationError(problems[0].message, problems);
}
