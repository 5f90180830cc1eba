import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { DashboardPanelsQuery } from '../../../__generated__/DashboardPanelsQuery.graphql';
import type { useLiveDashboardContentSubscription } from '../../../__generated__/useLiveDashboardContentSubscription.graphql';
import type { useLiveDashboardSubscription } from '../../../__generated__/useLiveDashboardSubscription.graphql';
import { trackLoads } from '../../../relay/refresh-after-loads.ts';
import { DashboardQuery } from './DashboardPanels.tsx';

// Any match logged, imported, edited or deleted in the project: nearly every panel counts matches.
const MATCH_EVENTS = graphql`
  subscription useLiveDashboardSubscription($projectId: ID!) {
    matchLogged(projectId: $projectId) {
      id
    }
  }
`;

// A comment, decklist or archetype changed: the recent comments and versions, and who did what this week.
const CONTENT_EVENTS = graphql`
  subscription useLiveDashboardContentSubscription($projectId: ID!) {
    projectContentChanged(projectId: $projectId)
  }
`;

/**
 * Keeps the dashboard live: when a teammate logs, edits or deletes a match (or imports some), comments, saves a
 * decklist version or changes an archetype, its query is asked for again and every panel shows the new figures from
 * the store; events that arrive while it is being asked for ask once
 * more when that answer is in (relay/refresh-after-loads.ts).
 */
export function useLiveDashboard(variables: DashboardPanelsQuery['variables']): void {
  const environment = useRelayEnvironment();
  const { projectId } = variables;
  const refresher = useMemo(() => {
    const loads = trackLoads();
    const state = { live: true };
    const load = () => {
      if (!state.live) return;
      const done = loads.started();
      fetchQuery<DashboardPanelsQuery>(environment, DashboardQuery, { projectId }, { fetchPolicy: 'network-only' }).subscribe({ complete: done, error: done });
    };
    return { refresh: () => loads.refresh(load), live: (live: boolean) => void (state.live = live) };
  }, [environment, projectId]);
  useEffect(() => {
    refresher.live(true);
    return () => refresher.live(false);
  }, [refresher]);
  const configs = useMemo(() => {
    const matches: GraphQLSubscriptionConfig<useLiveDashboardSubscription> = { subscription: MATCH_EVENTS, variables: { projectId }, onNext: refresher.refresh };
    const content: GraphQLSubscriptionConfig<useLiveDashboardContentSubscription> = { subscription: CONTENT_EVENTS, variables: { projectId }, onNext: refresher.refresh };
    return { matches, content };
  }, [projectId, refresher]);
  useSubscription(configs.matches);
  useSubscription(configs.content);
}
