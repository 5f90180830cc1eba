import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { DashboardPanelsQuery } from '../../__generated__/DashboardPanelsQuery.graphql';
import type { MatchesPanelQuery } from '../../__generated__/MatchesPanelQuery.graphql';
import type { MatrixPanelQuery } from '../../__generated__/MatrixPanelQuery.graphql';
import type { ProjectScreenQuery } from '../../__generated__/ProjectScreenQuery.graphql';
import type { TestPlanPanelQuery } from '../../__generated__/TestPlanPanelQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { DashboardQuery } from './dashboard/DashboardPanels.tsx';
import { MatchesQuery } from './matches/MatchesPanel.tsx';
import { matrixQueryVariables, MatrixQuery } from './matrix/MatrixPanel.tsx';
import { TestPlanQuery } from './plan/TestPlanPanel.tsx';
import { ProjectQuery, ProjectScreen } from './ProjectScreen.tsx';
import { projectTabOf } from './project-tabs.ts';

/** The screen's query, and the open tab's own query, both started here so neither waits for the other. */
export interface ProjectRouteData {
  project: PreloadedQuery<ProjectScreenQuery>;
  dashboard: PreloadedQuery<DashboardPanelsQuery> | null;
  matches: PreloadedQuery<MatchesPanelQuery> | null;
  matrix: PreloadedQuery<MatrixPanelQuery> | null;
  plan: PreloadedQuery<TestPlanPanelQuery> | null;
}

export const projectRoute: RouteObject = {
  path: '/teams/:teamId/projects/:projectId',
  loader: ({ params, request }): ProjectRouteData => {
    const environment = getEnvironment();
    const projectId = params.projectId ?? '';
    const tab = projectTabOf(new URL(request.url).searchParams.get('tab'));
    const options = { fetchPolicy: 'store-and-network' } as const;
    return {
      project: loadQuery<ProjectScreenQuery>(environment, ProjectQuery, { projectId }, options),
      dashboard: tab === 'dashboard' ? loadQuery<DashboardPanelsQuery>(environment, DashboardQuery, { projectId }, options) : null,
      matches: tab === 'matches' ? loadQuery<MatchesPanelQuery>(environment, MatchesQuery, { projectId }, options) : null,
      matrix: tab === 'matrix' ? loadQuery<MatrixPanelQuery>(environment, MatrixQuery, matrixQueryVariables(projectId), options) : null,
      plan: tab === 'plan' ? loadQuery<TestPlanPanelQuery>(environment, TestPlanQuery, { projectId }, options) : null,
    };
  },
  // Another tab starts that tab's query; the project itself is then answered from the store (and refreshed).
  // Another path, or an explicit Retry, reloads everything.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.searchParams.get('tab') !== nextUrl.searchParams.get('tab') ||
    (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
  element: <ProjectScreen />,
};
