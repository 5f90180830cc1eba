import { loadQuery } from 'react-relay';
import { redirect, type RouteObject } from 'react-router-dom';
import type { ProjectListScreenQuery } from '../../__generated__/ProjectListScreenQuery.graphql';
import { projectFilterFor, type FilteredMode } from '../../components/projects/FilterableProjectList.tsx';
import { NO_FILTERS } from '../../components/projects/ProjectFilters.tsx';
import { getEnvironment } from '../../relay/environment.ts';
import { sessionStore } from '../../session/session-store.ts';
import { ProjectListQuery, ProjectListScreen } from './ProjectListScreen.tsx';

function projectListRoute(mode: FilteredMode): RouteObject {
  return {
    path: `/projects/${mode}`,
    loader: () => {
      // Private and all lists need an account: visitors are sent to sign in.
      if (mode !== 'public' && !sessionStore.current) return redirect('/auth');
      const variables = { publicOnly: mode === 'public', filter: projectFilterFor(mode, NO_FILTERS) };
      return loadQuery<ProjectListScreenQuery>(getEnvironment(), ProjectListQuery, variables, { fetchPolicy: 'store-and-network' });
    },
    // Keyed: moving between the lists starts with fresh filters instead of carrying the last list's over.
    element: <ProjectListScreen key={mode} mode={mode} />,
  };
}

export const projectListRoutes: RouteObject[] = [projectListRoute('public'), projectListRoute('private'), projectListRoute('all')];
