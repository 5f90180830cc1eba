import { graphql } from 'react-relay';
import type { usePasswordResetMutationsRequestMutation as Request } from '../__generated__/usePasswordResetMutationsRequestMutation.graphql';
import type { usePasswordResetMutationsResetMutation as Reset } from '../__generated__/usePasswordResetMutationsResetMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Asks for a forgotten-password link; the answer is the same for every address. */
export function useRequestPasswordResetMutation() {
  const [run, inFlight] = usePromiseMutation<Request>(graphql`
    mutation usePasswordResetMutationsRequestMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        __typename
        ... on Error { message code }
        ... on RequestPasswordResetPayload { message }
      }
    }
  `);
  const request = async (email: string) => unwrap((await run({ input: { email } })).requestPasswordReset).message;
  return [request, inFlight] as const;
}

/** Sets a new password with the token of the emailed link. */
export function useResetPasswordMutation() {
  const [run, inFlight] = usePromiseMutation<Reset>(graphql`
    mutation usePasswordResetMutationsResetMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ... on Error { message code }
        ... on ValidationError { problems { field message } }
        ... on ResetPasswordPayload { message }
      }
    }
  `);
  const reset = async (token: string, password: string) => unwrap((await run({ input: { token, password } })).resetPassword).message;
  return [reset, inFlight] as const;
}
