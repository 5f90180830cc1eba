// The one mapping from domain error codes to HTTP statuses and the `{ message }` body of REST errors.
import { z } from 'zod';
import { DomainError, RateLimitError, ValidationError, type ErrorCode } from '../domain/errors.ts';
import { log } from '../observability/logger.ts';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  MAIL_REFUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
};

export function httpStatusOf(error: DomainError): number {
  return STATUS[error.code];
}

export const errorBodySchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, for people.' }),
    code: z.string().meta({ description: 'Stable machine-readable code (VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, …).' }),
    problems: z
      .array(z.object({ field: z.string().meta({ description: 'The input field, under the name the client sent (a.b.0 for nested ones).' }), message: z.string() }))
      .optional()
      .meta({ description: 'With VALIDATION: what is wrong with each field.' }),
  })
  .meta({ id: 'Error', description: 'Every error answer of /api.' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Status, body and extra headers for any error a handler threw; unexpected ones are logged and masked. */
export function errorResponse(error: unknown): { status: number; body: ErrorBody; headers: Record<string, string> } {
  if (error instanceof DomainError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error instanceof ValidationError && error.problems.length) body.problems = error.problems;
    const headers: Record<string, string> = error instanceof RateLimitError ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return { status: httpStatusOf(error), body, headers };
  }
  log.error('unexpected error in a REST call', error);
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' }, headers: {} };
}
