// Domain errors as GraphQL types: an Error interface and one object type per error class. Mutations list the
// classes they can fail with (`errors: { types }`) and return a result union of their payload and those errors.
import {
  AuthenticationError,
  ConflictError,
  type DomainError,
  EditConflictError,
  EmailNotVerifiedError,
  ForbiddenError,
  MailRefusedError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitError,
  ValidationError,
  type FieldProblem,
} from '../domain/errors.ts';
import { builder } from './builder.ts';

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'An expected failure. `message` is meant for people; `code` is stable for programs.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What went wrong, in words to show the user.' }),
    code: t.exposeString('code', { description: 'A stable machine-readable code, e.g. VALIDATION or FORBIDDEN.' }),
  }),
});

const FieldProblemRef = builder.objectRef<FieldProblem>('FieldProblem').implement({
  description: 'One invalid input field.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field, e.g. "username" or "cards.3.quantity".' }),
    message: t.exposeString('message', { description: 'What is wrong with it.' }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input broke a rule; nothing was changed.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    problems: t.field({ type: [FieldProblemRef], description: 'Every problem found.', resolve: (error) => error.problems }),
  }),
});

/** An error type with nothing beyond the interface's message and code. */
function plainErrorType(ErrorClass: new (message: string) => DomainError, name: string, description: string) {
  builder.objectType(ErrorClass, {
    name,
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof ErrorClass,
    fields: () => ({}),
  });
}

plainErrorType(AuthenticationError, 'AuthenticationError', 'A valid session is needed (sign in, or refresh the access token).');
plainErrorType(ForbiddenError, 'ForbiddenError', 'The viewer may not do this.');
plainErrorType(NotFoundError, 'NotFoundError', 'The object does not exist or the viewer may not see it.');
plainErrorType(ConflictError, 'ConflictError', 'The change clashes with existing data.');
plainErrorType(EmailNotVerifiedError, 'EmailNotVerifiedError', 'The account exists but its email address is not confirmed yet.');
plainErrorType(MailRefusedError, 'MailRefusedError', 'The mail server refused the email for good (usually a wrong address); nothing was kept.');
plainErrorType(PayloadTooLargeError, 'PayloadTooLargeError', 'The input is larger than allowed.');

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  description: 'Too many attempts in a short time; try again later.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitError,
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'Seconds to wait before trying again.' }),
  }),
});

/**
 * The typed errors of mutations (their result unions), named once: any write with input can meet WRITE_ERRORS; a
 * delete or other action on one object by id, DELETE_ERRORS. Mutations with errors of their own (sign-in, marking
 * one's notifications read) list theirs.
 */
export const WRITE_ERRORS = [ValidationError, AuthenticationError, ForbiddenError, NotFoundError, ConflictError];
export const DELETE_ERRORS = [AuthenticationError, ForbiddenError, NotFoundError];
/** An edit of a shared record that names the revision it was made from can also find it changed since (schema/edit-conflicts.ts). */
export const EDIT_ERRORS = [...WRITE_ERRORS, EditConflictError];
