import { graphql } from 'react-relay';
import type { useMarkNotificationReadMutation as Mutation } from '../__generated__/useMarkNotificationReadMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Marks one notification read; the payload's viewer carries the new unread count. */
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
  const markRead = async (id: string) => unwrap((await run({ input: { id } })).markNotificationRead);
  return [markRead, inFlight] as const;
}
