import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveMatchListSubscription } from '../../../__generated__/useLiveMatchListSubscription.graphql';
import { syncMatch } from '../../../relay/match-lists.ts';

const MATCH_CHANGED = graphql`
  subscription useLiveMatchListSubscription($projectId: ID!) {
    matchLogged(projectId: $projectId) {
      id
      isActive
      matchDate
      ...MatchRow_match
    }
  }
`;

interface Options {
  projectId: string;
  connectionId: string;
  /** Whether the list shows deleted matches (they stay in it, marked, when deleted). */
  listShowsDeleted: boolean;
  /**
   * Whether the list is narrowed by archetype, player, date or who went first. Whether a changed match belongs in
   * such a list is the server's to decide, so it is asked for again (`refresh`) instead of patched.
   */
  narrowed: boolean;
  refresh: () => void;
}

/**
 * Keeps the match list live: a match a teammate logs joins it, an edit shows at once (the store updates the row) and
 * moves the row when its date changed, a deletion takes it out. The viewer's own changes come back too and change
 * nothing twice.
 */
export function useLiveMatchList({ projectId, connectionId, listShowsDeleted, narrowed, refresh }: Options): void {
  const config = useMemo<GraphQLSubscriptionConfig<useLiveMatchListSubscription>>(
    () => ({
      subscription: MATCH_CHANGED,
      variables: { projectId },
      updater: (store) => {
        const match = store.getRootField('matchLogged');
        if (match && !narrowed) syncMatch(store, connectionId, match, listShowsDeleted);
      },
      onNext: () => {
        if (narrowed) refresh();
      },
    }),
    [projectId, connectionId, listShowsDeleted, narrowed, refresh],
  );
  useSubscription(config);
}
