import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { ArchetypePanelQuery } from '../../__generated__/ArchetypePanelQuery.graphql';
import type { AssetsScreenQuery } from '../../__generated__/AssetsScreenQuery.graphql';
import { ArchetypeQuery, archetypeQueryVariables } from '../../components/archetypes/ArchetypePanel.tsx';
import { ARCHETYPE_PARAM, DECKLIST_PARAM } from '../../components/comments/comment-link.ts';
import { getEnvironment } from '../../relay/environment.ts';
import { AssetsQuery, AssetsScreen } from './AssetsScreen.tsx';

/**
 * The screen's query and, when the URL selects an archetype (?archetype=<database id>, a shared link or a reload),
 * that archetype's, with the decklist of it the URL names (?decklist=).
 */
export interface AssetsRouteData {
  project: PreloadedQuery<AssetsScreenQuery>;
  archetype: PreloadedQuery<ArchetypePanelQuery> | null;
}

export const assetsRoute: RouteObject = {
  path: '/teams/:teamId/projects/:projectId/assets',
  loader: ({ params, request }): AssetsRouteData => {
    const environment = getEnvironment();
    const search = new URL(request.url).searchParams;
    const selected = search.get(ARCHETYPE_PARAM);
    const options = { fetchPolicy: 'store-and-network' } as const;
    return {
      project: loadQuery<AssetsScreenQuery>(environment, AssetsQuery, { projectId: params.projectId ?? '' }, options),
      archetype: selected ? loadQuery<ArchetypePanelQuery>(environment, ArchetypeQuery, archetypeQueryVariables(selected, search.get(DECKLIST_PARAM)), options) : null,
    };
  },
  // A click on another archetype starts its query itself and only records the choice in ?archetype= (the list, with
  // the pages loaded so far, stays). Another project, or Retry, reloads everything.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname || (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
  element: <AssetsScreen />,
};
