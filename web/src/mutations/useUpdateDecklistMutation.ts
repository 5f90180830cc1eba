import { graphql } from 'react-relay';
import type { useUpdateDecklistMutation as Mutation, UpdateDecklistInput } from '../__generated__/useUpdateDecklistMutation.graphql';
import { applyDraftVersion } from '../relay/decklist-versions.ts';
import { guessId } from '../relay/guesses.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';
import { useSession } from '../session/useSession.ts';

/**
 * Saves an edit as the next version. The decklist shows the new cards at once (optimistically); the payload then
 * brings the viewer's data for the real version, or a failure puts the old one back. An edit of a version someone
 * has moved past is refused with their newest version, which the store then shows (the editor offers to merge).
 */
export function useUpdateDecklistMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useUpdateDecklistMutation($input: UpdateDecklistInput!) {
      updateDecklist(input: $input) {
        __typename
        ... on Error { message code }
        ... on ValidationError { problems { field message } }
        ... on UpdateDecklistPayload {
          decklist { id ...DecklistViewer_decklist }
          version { versionTag number }
        }
        ... on EditConflictError {
          currentRevision
          changes
          current { ... on Decklist { id ...DecklistViewer_decklist @alias(as: "newest") } }
        }
      }
    }
  `);
  const user = useSession()?.user;
  const author = user ? { username: user.username, displayName: user.display_name ?? null } : null;
  const update = async (input: UpdateDecklistInput) =>
    unwrap(
      (
        await run(
          { input },
          {
            optimisticUpdater: (store) =>
              applyDraftVersion(store, input.id, guessId('draft-version'), { cards: input.cards, notes: input.notes ?? null, changeSummary: input.changeSummary ?? null, author }),
          },
        )
      ).updateDecklist,
    );
  return [update, inFlight] as const;
}
