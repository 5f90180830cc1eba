import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { TeamScreenQuery } from '../../__generated__/TeamScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { TeamQuery, TeamScreen } from './TeamScreen.tsx';

export const teamRoute: RouteObject = {
  path: '/teams/:teamId',
  loader: ({ params }) => loadQuery<TeamScreenQuery>(getEnvironment(), TeamQuery, { teamId: params.teamId ?? '' }, { fetchPolicy: 'store-and-network' }),
  element: <TeamScreen />,
};
