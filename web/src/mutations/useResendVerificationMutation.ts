import { graphql } from 'react-relay';
import type { useResendVerificationMutation as Mutation } from '../__generated__/useResendVerificationMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

export function useResendVerificationMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useResendVerificationMutation($input: ResendVerificationInput!) {
      resendVerification(input: $input) {
        __typename
        ... on Error { message code }
        ... on ResendVerificationPayload { message mailStatus }
      }
    }
  `);
  const resend = async (email: string) => unwrap((await run({ input: { email } })).resendVerification);
  return [resend, inFlight] as const;
}
