// A read-only personal access token may run queries and subscriptions but no mutation: the operation is refused as a
// whole before anything runs (REST refuses every call but GET in the same way, rest/mount.ts).
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getOperationAST } from 'graphql';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../domain/errors.ts';
import { httpStatusOf } from '../rest/errors.ts';

export function useReadOnlyTokens(): Plugin<RequestContext> {
  return {
    onExecute: ({ args }) => {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      try {
        (args.contextValue as RequestContext).viewer.refuseReadOnly();
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        throw createGraphQLError(error.message, { extensions: { code: error.code, http: { status: httpStatusOf(error) } } });
      }
    },
  };
}
