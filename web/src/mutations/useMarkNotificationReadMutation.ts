import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkNotificationReadMutation as Mutation } from '../__generated__/useMarkNotificationReadMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** The signed-in viewer's record, whose unread count the bell shows. */
export function viewerRecord(store: RecordSourceSelectorProxy) {
  return store.getRoot().getLinkedRecord('viewer');
}

/**
 * Marks one notification read. The bell shows it read, with one unread fewer, at once; the payload's viewer then
 * carries the server's count (and a failure puts both back).
 */
export function useMarkNotificationReadMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useMarkNotificationReadMutation($input: MarkNotificationReadInput!) {
      markNotificationRead(input: $input) {
        __typename
        ... on Error { message code }
        ... on MarkNotificationReadPayload {
          notification { id isRead }
          viewer { id unreadNotificationCount }
        }
      }
    }
  `);
  const markRead = async (id: string) =>
    unwrap(
      (
        await run(
          { input: { id } },
          {
            optimisticUpdater: (store) => {
              const notification = store.get(id);
              if (!notification || notification.getValue('isRead') === true) return;
              notification.setValue(true, 'isRead');
              const viewer = viewerRecord(store);
              const unread = viewer?.getValue('unreadNotificationCount');
              if (viewer && typeof unread === 'number') viewer.setValue(Math.max(0, unread - 1), 'unreadNotificationCount');
            },
          },
        )
      ).markNotificationRead,
    );
  return [markRead, inFlight] as const;
}
