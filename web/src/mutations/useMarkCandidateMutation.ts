import { graphql } from 'react-relay';
import type { useMarkCandidateMutation as Mutation } from '../__generated__/useMarkCandidateMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const MARK_CANDIDATE = graphql`
  mutation useMarkCandidateMutation($input: UpdateArchetypeInput!) {
    updateArchetype(input: $input) {
      __typename
      ... on UpdateArchetypePayload {
        archetype {
          id
          isCandidate
        }
      }
      ... on Error {
        message
        code
      }
    }
  }
`;

/**
 * Marks an archetype as one of ours (a candidate of the deck choice) or not. The checkbox changes at once (an
 * optimistic answer), and back if the server refuses.
 */
export function useMarkCandidateMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(MARK_CANDIDATE);
  const mark = async (id: string, isCandidate: boolean) =>
    unwrap((await run({ input: { id, isCandidate } }, { optimisticResponse: { updateArchetype: { __typename: 'UpdateArchetypePayload', archetype: { id, isCandidate } } } })).updateArchetype)
      .archetype;
  return [mark, inFlight] as const;
}
