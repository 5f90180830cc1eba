import { graphql } from 'react-relay';
import type { useSessionMutationsEndMutation as End } from '../__generated__/useSessionMutationsEndMutation.graphql';
import type { useSessionMutationsSignOutOthersMutation as SignOutOthers } from '../__generated__/useSessionMutationsSignOutOthersMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';
import { keepCurrentSession, keepSessions } from '../relay/sessions.ts';

/** Ends one of the viewer's other sessions; it leaves the list. */
export function useEndSessionMutation() {
  const [run, inFlight] = usePromiseMutation<End>(graphql`
    mutation useSessionMutationsEndMutation($input: EndSessionInput!) {
      endSession(input: $input) {
        __typename
        ... on Error { message code }
        ... on EndSessionPayload { endedId }
      }
    }
  `);
  const end = async (id: string) =>
    unwrap(
      (
        await run(
          { input: { id } },
          {
            updater: (store, data) => {
              if (data?.endSession.__typename === 'EndSessionPayload') keepSessions(store, (sessionId) => sessionId !== id);
            },
          },
        )
      ).endSession,
    );
  return [end, inFlight] as const;
}

/** Signs out everywhere else: only the current session stays in the list. */
export function useSignOutOtherSessionsMutation() {
  const [run, inFlight] = usePromiseMutation<SignOutOthers>(graphql`
    mutation useSessionMutationsSignOutOthersMutation {
      signOutOtherSessions {
        __typename
        ... on Error { message code }
        ... on SignOutOtherSessionsPayload { ended }
      }
    }
  `);
  const signOutOthers = async () =>
    unwrap(
      (
        await run(
          {},
          {
            updater: (store, data) => {
              if (data?.signOutOtherSessions.__typename === 'SignOutOtherSessionsPayload') keepCurrentSession(store);
            },
          },
        )
      ).signOutOtherSessions,
    ).ended;
  return [signOutOthers, inFlight] as const;
}
