import { graphql } from 'react-relay';
import type { useMarkAllNotificationsReadMutation as Mutation } from '../__generated__/useMarkAllNotificationsReadMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Marks every notification read: the listed ones change in the store at once, the count comes with the payload. */
export function useMarkAllNotificationsReadMutation(connectionId: string | null) {
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
  const markAllRead = async () =>
    unwrap(
      (
        await run(
          {},
          {
            updater: (store) => {
              const connection = connectionId ? store.get(connectionId) : null;
              for (const edge of connection?.getLinkedRecords('edges') ?? []) edge?.getLinkedRecord('node')?.setValue(true, 'isRead');
            },
          },
        )
      ).markAllNotificationsRead,
    );
  return [markAllRead, inFlight] as const;
}
