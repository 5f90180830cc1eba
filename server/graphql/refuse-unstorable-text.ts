// GraphQL's side of refusing text the database cannot store (domain/validation/storable-text.ts): string literals in
// the document are a validation error, and variables are checked before execution, so such a request is a 400 that
// changes nothing.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { GraphQLError, type ValidationRule } from 'graphql';
import { unstorable, unstorableText } from '../domain/validation/storable-text.ts';

const unstorableLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    const message = unstorable(node.value);
    if (message !== null) context.reportError(new GraphQLError(message, { nodes: node }));
  },
});

function refuseUnstorableVariables(variables: unknown): void {
  const found = unstorableText(variables);
  if (found !== null) throw createGraphQLError(found.message, { extensions: { code: 'VALIDATION', http: { status: 400 } } });
}

export function useRefuseUnstorableText(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(unstorableLiterals),
    onExecute: ({ args }) => refuseUnstorableVariables(args.variableValues),
    onSubscribe: ({ args }) => refuseUnstorableVariables(args.variableValues),
  };
}
