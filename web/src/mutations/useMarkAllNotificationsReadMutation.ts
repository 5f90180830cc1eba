import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkAllNotificationsReadMutation as Mutation } from '../__generated__/useMarkAllNotificationsReadMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';
import { viewerRecord } from './useMarkNotificationReadMutation.ts';

/**
 * Marks every notification read: the listed ones and the bell's count change at once (optimistically), and the
 * listed ones stay read when the server answers; the count comes with the payload.
 */
export function useMarkAllNotificationsReadMutation(connectionId: string) {
  const [run, inFlight] = usePromiseMutation<Mutation>(graphql`
    mutation useMarkAllNotificationsReadMutation {
      markAllNotificationsRead {
        __typename
        ... on Error { message code }
        ... on MarkAllNotificationsReadPayload {
          updatedCount
          viewer { id unreadNotificationCount }
        }
      }
    }
  `);
  const markListed = (store: RecordSourceSelectorProxy) => {
    for (const edge of store.get(connectionId)?.getLinkedRecords('edges') ?? []) edge?.getLinkedRecord('node')?.setValue(true, 'isRead');
  };
  const markAllRead = async () =>
    unwrap(
      (
        await run(
          {},
          {
            optimisticUpdater: (store) => {
              markListed(store);
              viewerRecord(store)?.setValue(0, 'unreadNotificationCount');
            },
            updater: markListed,
          },
        )
      ).markAllNotificationsRead,
    );
  return [markAllRead, inFlight] as const;
}
