// GraphQL's side of refusing NUL characters (domain/validation/nul.ts): string literals in the document are a
// validation error, and variables are checked before execution, so such a request is a 400 that changes nothing.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { GraphQLError, type ValidationRule } from 'graphql';
import { NUL_MESSAGE, nulPath } from '../domain/validation/nul.ts';

const nulLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\0')) context.reportError(new GraphQLError(NUL_MESSAGE, { nodes: node }));
  },
});

function refuseNulVariables(variables: unknown): void {
  if (nulPath(variables) !== null) throw createGraphQLError(NUL_MESSAGE, { extensions: { code: 'VALIDATION', http: { status: 400 } } });
}

export function useRefuseNul(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(nulLiterals),
    onExecute: ({ args }) => refuseNulVariables(args.variableValues),
    onSubscribe: ({ args }) => refuseNulVariables(args.variableValues),
  };
}
