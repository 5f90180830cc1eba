import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { ArchetypePanelQuery } from '../../__generated__/ArchetypePanelQuery.graphql';
import type { AssetsScreenQuery } from '../../__generated__/AssetsScreenQuery.graphql';
import { ArchetypeQuery } from '../../components/archetypes/ArchetypePanel.tsx';
import { getEnvironment } from '../../relay/environment.ts';
import { AssetsQuery, AssetsScreen } from './AssetsScreen.tsx';

/** The screen's query and, when the URL selects an archetype (?archetype=<database id>), that archetype's. */
export interface AssetsRouteData {
  project: PreloadedQuery<AssetsScreenQuery>;
  archetype: PreloadedQuery<ArchetypePanelQuery> | null;
}

export const assetsRoute: RouteObject = {
  path: '/teams/:teamId/projects/:projectId/assets',
  loader: ({ params, request }): AssetsRouteData => {
    const environment = getEnvironment();
    const selected = new URL(request.url).searchParams.get('archetype');
    const options = { fetchPolicy: 'store-and-network' } as const;
    return {
      project: loadQuery<AssetsScreenQuery>(environment, AssetsQuery, { projectId: params.projectId ?? '' }, options),
      archetype: selected ? loadQuery<ArchetypePanelQuery>(environment, ArchetypeQuery, { id: selected }, options) : null,
    };
  },
  // Selecting an archetype changes ?archetype=, which starts its query (the list answers from the store). Another
  // project, or Retry, reloads everything.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.searchParams.get('archetype') !== nextUrl.searchParams.get('archetype') ||
    (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
  element: <AssetsScreen />,
};
