import { graphql } from 'react-relay';
import type { useSaveTestPlanMutation as Mutation } from '../__generated__/useSaveTestPlanMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const SAVE_TEST_PLAN = graphql`
  mutation useSaveTestPlanMutation($input: SaveTestPlanInput!) {
    saveTestPlan(input: $input) {
      __typename
      ... on SaveTestPlanPayload {
        revision
        testPlan {
          archetypeId
        }
      }
      ... on EditConflictError {
        currentRevision
        changes
        current {
          ... on Project {
            id
            ...TestPlanPanel_project @alias(as: "plan")
          }
        }
      }
      ... on Error {
        message
        code
      }
      ... on ValidationError {
        problems {
          field
          message
        }
      }
    }
  }
`;

export type SaveTestPlanInput = Mutation['variables']['input'];

/** Replaces a project's test plan; the plan is not a node, so the caller asks for the project's plan again. */
export function useSaveTestPlanMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(SAVE_TEST_PLAN);
  const save = async (input: SaveTestPlanInput) => unwrap((await run({ input })).saveTestPlan);
  return [save, inFlight] as const;
}
