import { useLayoutEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveMatchListImportsSubscription } from '../../../__generated__/useLiveMatchListImportsSubscription.graphql';
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

// A CSV import is announced once, with the number of matches it wrote: the list is asked for again.
const MATCHES_IMPORTED = graphql`
  subscription useLiveMatchListImportsSubscription($projectId: ID!) {
    matchesImported(projectId: $projectId)
  }
`;

interface Options {
  projectId: string;
  connectionId: string;
  /** Whether the list shows deleted matches (they stay in it, marked, when deleted). */
  listShowsDeleted: boolean;
  /**
   * Whether the list is narrowed by archetype, player, date or who went first (asked when an event arrives). Whether
   * a changed match belongs in such a list is the server's to decide, so it is asked for again (`refresh`) instead
   * of patched.
   */
  narrowed: () => boolean;
  refresh: () => void;
}

/**
 * Keeps the match list live: a match a teammate logs joins it, an edit shows at once (the store updates the row) and
 * moves the row when its date changed, a deletion takes it out, a teammate's CSV import has the list asked for again.
 * The viewer's own changes come back too and change nothing twice.
 */
export function useLiveMatchList(options: Options): void {
  // The subscription lives as long as the project is shown: a filter change must not drop and restart it (events in
  // between would be lost), so the handlers read the list's current settings.
  const current = useRef(options);
  useLayoutEffect(() => {
    current.current = options;
  });
  const { projectId } = options;
  const config = useMemo<GraphQLSubscriptionConfig<useLiveMatchListSubscription>>(
    () => ({
      subscription: MATCH_CHANGED,
      variables: { projectId },
      updater: (store) => {
        const { connectionId, listShowsDeleted, narrowed } = current.current;
        const match = store.getRootField('matchLogged');
        if (match && !narrowed()) syncMatch(store, connectionId, match, listShowsDeleted);
      },
      onNext: () => {
        if (current.current.narrowed()) current.current.refresh();
      },
    }),
    [projectId],
  );
  useSubscription(config);
  const imports = useMemo<GraphQLSubscriptionConfig<useLiveMatchListImportsSubscription>>(
    () => ({ subscription: MATCHES_IMPORTED, variables: { projectId }, onNext: () => current.current.refresh() }),
    [projectId],
  );
  useSubscription(imports);
}
