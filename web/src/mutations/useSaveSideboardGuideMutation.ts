import { graphql } from 'react-relay';
import type { useSaveSideboardGuideMutation as Mutation } from '../__generated__/useSaveSideboardGuideMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const SAVE_SIDEBOARD_GUIDE = graphql`
  mutation useSaveSideboardGuideMutation($input: SaveSideboardGuideInput!) {
    saveSideboardGuide(input: $input) {
      __typename
      ... on SaveSideboardGuidePayload {
        sideboardGuide {
          id
          opponentArchetypeId
          notes
          revision
          ...SideboardGuideView_guide
        }
      }
      ... on EditConflictError {
        currentRevision
        changes
        current {
          ... on SideboardGuide {
            id
            opponentArchetypeId
            notes
            revision
            ...SideboardGuideView_plans @alias(as: "plans")
            ...SideboardGuideView_guide @alias(as: "guide")
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

export type SaveSideboardGuideInput = Mutation['variables']['input'];

/**
 * Saves a decklist's guide against one opponent. The guide is normalised by its id (version × opponent), so every
 * place that shows it updates; a guide saved for the first time joins the decklist's `sideboardGuides` list, as does
 * one a teammate saved first (the refusal of this save brings it).
 */
export function useSaveSideboardGuideMutation(decklistRelayId: string) {
  const [run, inFlight] = usePromiseMutation<Mutation>(SAVE_SIDEBOARD_GUIDE);
  const save = async (input: SaveSideboardGuideInput) =>
    unwrap(
      (
        await run(
          { input },
          {
            updater: (store) => {
              const result = store.getRootField('saveSideboardGuide');
              const guide = result?.getLinkedRecord('sideboardGuide') ?? result?.getLinkedRecord('current');
              const decklist = store.get(decklistRelayId);
              const guides = decklist?.getLinkedRecords('sideboardGuides');
              if (!guide || !decklist || !guides || guides.some((g) => g?.getDataID() === guide.getDataID())) return;
              decklist.setLinkedRecords([...guides, guide], 'sideboardGuides');
            },
          },
        )
      ).saveSideboardGuide,
    ).sideboardGuide;
  return [save, inFlight] as const;
}
