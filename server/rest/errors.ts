// The one mapping from domain error codes to HTTP statuses and the `{ message }` body of REST errors.
import { z } from 'zod';
import { DomainError, EditConflictError, RateLimitError, ValidationError, type EditConflict, type ErrorCode } from '../domain/errors.ts';
import { log } from '../observability/logger.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EDIT_CONFLICT: 409,
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
    conflict: z
      .object({
        base_revision: z.int().meta({ description: 'The revision the edit named.' }),
        current_revision: z.int().meta({ description: 'The newest revision: GET the record, apply the change to it and send this one.' }),
        changed_at: z.iso.datetime().nullable().meta({ description: 'When the newest revision was saved, where known.' }),
        changed_by: z.string().nullable().meta({ description: "Id of the user who saved it, where known." }),
        changes: z.array(z.string()).meta({ description: 'What changed between the two revisions, in words, where the history is kept (decklist versions, metagames).' }),
      })
      .optional()
      .meta({ description: 'With EDIT_CONFLICT (409): the edit named a revision that is no longer the newest; nothing was changed.' }),
  })
  .meta({ id: 'Error', description: 'Every error answer of /api.' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

function conflictJson(conflict: EditConflict): NonNullable<ErrorBody['conflict']> {
  return {
    base_revision: conflict.baseRevision,
    current_revision: conflict.currentRevision,
    changed_at: conflict.changedAt?.toISOString() ?? null,
    changed_by: conflict.changedById,
    changes: conflict.changes,
  };
}

/** Status, body and extra headers for any error a handler threw; unexpected ones are logged and masked. */
export function errorResponse(error: unknown): { status: number; body: ErrorBody; headers: Record<string, string> } {
  if (error instanceof DomainError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error instanceof ValidationError && error.problems.length) body.problems = error.problems;
    if (error instanceof EditConflictError) body.conflict = conflictJson(error.conflict);
    const headers: Record<string, string> = error instanceof RateLimitError ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return { status: httpStatusOf(error), body, headers };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn(`database unavailable: ${(error as Error).message}`);
    return { status: 503, body: { message: 'The database is unavailable for a moment; try again shortly', code: 'DATABASE_UNAVAILABLE' }, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
  }
  log.error('unexpected error in a REST call', error);
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' }, headers: {} };
}
