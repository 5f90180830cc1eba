// Promise-shaped Relay mutations with typed-error unions: a result whose __typename is an Error type rejects with
// a MutationError carrying the server's message and code, so forms can show `error.message` directly.
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay';

/** An edit refused because the record was saved since the revision it names (EditConflictError). */
export interface EditConflict {
  readonly currentRevision: number;
  /** What changed meanwhile, in words, where the server keeps the history (decklists, metagames). */
  readonly changes: readonly string[];
}

export class MutationError extends Error {
  readonly code?: string;
  readonly problems: readonly { field?: string; message: string }[];
  readonly conflict?: EditConflict;
  constructor(message: string, code?: string, problems: readonly { field?: string; message: string }[] = [], conflict?: EditConflict) {
    super(message);
    this.code = code;
    this.problems = problems;
    this.conflict = conflict;
    this.name = 'MutationError';
  }
}

interface ResultLike {
  readonly __typename: string;
  readonly message?: string;
  readonly code?: string;
  readonly problems?: readonly { field?: string; message: string }[];
  readonly currentRevision?: number;
  readonly changes?: readonly string[];
}

/**
 * Relay types a result union as one object whose member-specific fields are optional; once the error members are
 * ruled out, the payload's fields are all there.
 */
export type Unwrapped<T> = { readonly [K in keyof T]-?: Exclude<T[K], undefined> };

/** The success member of a result union, or a MutationError for an error member. */
export function unwrap<T extends ResultLike>(result: T): Unwrapped<T> {
  if (result.__typename.endsWith('Error')) {
    const conflict = result.currentRevision === undefined ? undefined : { currentRevision: result.currentRevision, changes: result.changes ?? [] };
    throw new MutationError(result.message ?? 'Something went wrong', result.code, result.problems ?? [], conflict);
  }
  return result as Unwrapped<T>;
}

type Extra<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'variables' | 'onCompleted' | 'onError'>;

/** [run(variables) → Promise<response>, isInFlight] */
export function usePromiseMutation<T extends MutationParameters>(node: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(node);
  const run = useCallback(
    (variables: T['variables'], extra: Extra<T> = {}) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          ...extra,
          variables,
          onCompleted: (response, errors) => (errors?.length ? reject(new MutationError(errors[0].message)) : resolve(response)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

/** The message to show for a failed call: the server's when it gave one, else the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof MutationError) return error.message;
  if (error instanceof Error && error.name !== 'BackendUnavailableError' && error.message && !/fetch|network/i.test(error.message)) return error.message;
  return fallback;
}
