import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { ProjectScreenQuery } from '../../__generated__/ProjectScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { ProjectQuery, ProjectScreen } from './ProjectScreen.tsx';

export const projectRoute: RouteObject = {
  path: '/teams/:teamId/projects/:projectId',
  loader: ({ params }) => loadQuery<ProjectScreenQuery>(getEnvironment(), ProjectQuery, { projectId: params.projectId ?? '' }, { fetchPolicy: 'store-and-network' }),
  // Switching tabs only changes ?tab=: the project is already loaded. Another path, or an explicit Retry, reloads.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname || (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
  element: <ProjectScreen />,
};
