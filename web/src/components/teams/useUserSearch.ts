import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useUserSearchQuery } from '../../__generated__/useUserSearchQuery.graphql';

/** Searching starts at two characters and waits for a 300 ms pause in typing. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export interface UserSuggestion {
  id: string;
  username: string;
  displayName: string | null | undefined;
}

const SEARCH = graphql`
  query useUserSearchQuery($teamId: ID!, $query: String!) {
    usersToInvite(teamId: $teamId, query: $query) {
      id
      username
      displayName
    }
  }
`;

/**
 * People who could be invited to the team, matching `text`. A failed search is silent: the list is just empty. The
 * answer is kept with the text it answers, so a list for older text is never shown.
 */
export function useUserSearch(teamId: string, text: string): readonly UserSuggestion[] {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<{ query: string; users: readonly UserSuggestion[] }>({ query: '', users: [] });
  const query = text.trim();

  useEffect(() => {
    if (query.length < SEARCH_MIN_LENGTH) return;
    let subscription: { unsubscribe: () => void } | undefined;
    const timer = setTimeout(() => {
      // fetchQuery goes to the network each time, so someone who just joined is not suggested again from a cache.
      subscription = fetchQuery<useUserSearchQuery>(environment, SEARCH, { teamId, query }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setAnswer({ query, users: (data.usersToInvite ?? []).map(({ id, username, displayName }) => ({ id, username, displayName })) }),
        error: () => setAnswer({ query, users: [] }),
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, teamId, query]);

  return query.length >= SEARCH_MIN_LENGTH && answer.query === query ? answer.users : [];
}
