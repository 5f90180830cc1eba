import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { AssetsScreenQuery } from '../../__generated__/AssetsScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { AssetsQuery, AssetsScreen } from './AssetsScreen.tsx';

export const assetsRoute: RouteObject = {
  path: '/teams/:teamId/projects/:projectId/assets',
  loader: ({ params }) => loadQuery<AssetsScreenQuery>(getEnvironment(), AssetsQuery, { projectId: params.projectId ?? '' }, { fetchPolicy: 'store-and-network' }),
  // Selecting an archetype only changes ?archetype=: the list is already loaded. Another project, or Retry, reloads.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname || (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
  element: <AssetsScreen />,
};
