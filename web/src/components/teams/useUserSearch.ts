import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useUserSearchQuery, useUserSearchQuery$data } from '../../__generated__/useUserSearchQuery.graphql';

/** Searching starts at two characters and waits for a 300 ms pause in typing (spec sections 5 and 9). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export type UserSuggestion = useUserSearchQuery$data['usersToInvite'][number];

const SEARCH = graphql`
  query useUserSearchQuery($teamId: ID!, $query: String!) {
    usersToInvite(teamId: $teamId, query: $query) {
      id
      username
      displayName
    }
  }
`;

/** People who could be invited to the team, matching `text`. A failed search is silent: the list is just empty. */
export function useUserSearch(teamId: string, text: string): readonly UserSuggestion[] {
  const environment = useRelayEnvironment();
  const [suggestions, setSuggestions] = useState<readonly UserSuggestion[]>([]);
  const query = text.trim();

  useEffect(() => {
    setSuggestions([]);
    if (query.length < SEARCH_MIN_LENGTH) return;
    let subscription: { unsubscribe: () => void } | undefined;
    const timer = setTimeout(() => {
      // fetchQuery goes to the network each time, so someone who just joined is not suggested again from a cache.
      subscription = fetchQuery<useUserSearchQuery>(environment, SEARCH, { teamId, query }).subscribe({
        next: (data) => setSuggestions(data.usersToInvite),
        error: () => setSuggestions([]),
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, teamId, query]);

  return suggestions;
}
