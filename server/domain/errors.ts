// Domain errors: every expected failure has a class with a code. GraphQL exposes them as typed errors in result
// unions (graphql/errors.ts); REST maps the codes to HTTP statuses in one place (rest/errors.ts). Anything that is
// not a DomainError is unexpected: masked, logged, and answered with a generic message.

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'EDIT_CONFLICT'
  | 'EMAIL_NOT_VERIFIED'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'MAIL_REFUSED';

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
}

export interface FieldProblem {
  /** The input field at fault, as the caller named it (e.g. "username", "cards[3].quantity"). */
  field: string;
  message: string;
}

/** Bad input. `message` is the first problem, in the wording the product shows; `problems` lists them all. */
export class ValidationError extends DomainError {
  readonly code = 'VALIDATION';
  readonly problems: FieldProblem[];
  constructor(message: string, problems: FieldProblem[] = []) {
    super(message);
    this.problems = problems;
    this.name = 'ValidationError';
  }
}

/** No valid session where one is needed. */
export class AuthenticationError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  constructor(message = 'Authentication required') {
    super(message);
    this.name = 'AuthenticationError';
  }
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor(message = 'You do not have permission to do this') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** Missing, or not visible to the viewer: private things a viewer may not read are reported as not found. */
export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The request clashes with existing data (a taken username, an existing member). */
export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The kinds of shared record an edit names the revision of (services/revisions.ts). */
export type EditedRecordKind = 'match' | 'archetype' | 'decklist' | 'sideboardGuide' | 'testPlan' | 'metagame';

/** What an edit based on an old revision missed: who saved what since, and where the record stands now. */
export interface EditConflict {
  record: EditedRecordKind;
  /** The record's id: for a test plan or a metagame, its project's; for a guide, its decklist's. */
  id: string;
  /** For a sideboard guide, the opponent archetype's id. */
  opponentId?: string;
  baseRevision: number;
  currentRevision: number;
  /** When and by whom the current revision was saved, where known. */
  changedAt: Date | null;
  changedById: string | null;
  /** What changed between the two revisions, in words, where the history is kept (decklist versions, metagames). */
  changes: string[];
}

/**
 * An edit named a revision of a shared record that is no longer its newest: someone saved in between. Nothing was
 * written; the editor gets what changed and decides (apply the change again on top, or keep the other one).
 */
export class EditConflictError extends DomainError {
  readonly code = 'EDIT_CONFLICT';
  readonly conflict: EditConflict;
  constructor(message: string, conflict: EditConflict) {
    super(message);
    this.conflict = conflict;
    this.name = 'EditConflictError';
  }
}

export class EmailNotVerifiedError extends DomainError {
  readonly code = 'EMAIL_NOT_VERIFIED';
  constructor(message = 'Email not verified. Please check your inbox for the verification link.') {
    super(message);
    this.name = 'EmailNotVerifiedError';
  }
}

export class RateLimitError extends DomainError {
  readonly code = 'RATE_LIMITED';
  readonly retryAfterSeconds: number;
  constructor(message = 'Too many attempts. Please wait a moment and try again.', retryAfterSeconds = 60) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'RateLimitError';
  }
}

export class PayloadTooLargeError extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE';
  constructor(message = 'Request is too large') {
    super(message);
    this.name = 'PayloadTooLargeError';
  }
}

/** The mail server refused a mail for good (an SMTP 5xx reply, usually a bad address); what needed it was undone. */
export class MailRefusedError extends DomainError {
  readonly code = 'MAIL_REFUSED';
  constructor(message: string) {
    super(message);
    this.name = 'MailRefusedError';
  }
}
