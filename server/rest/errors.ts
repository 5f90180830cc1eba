// The one mapping from domain error codes to HTTP statuses and the `{ message }` body of REST errors.
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

export interface ErrorBody {
  message: string;
  code: string;
  problems?: { field: string; message: string }[];
}

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
