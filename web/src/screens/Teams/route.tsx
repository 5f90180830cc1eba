import { loadQuery } from 'react-relay';
import { redirect, type RouteObject } from 'react-router-dom';
import type { TeamsScreenQuery } from '../../__generated__/TeamsScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { sessionStore } from '../../session/session-store.ts';
import { TeamsQuery, TeamsScreen } from './TeamsScreen.tsx';

export const teamsRoute: RouteObject = {
  path: '/teams',
  // Signed-out visitors have no teams to show: they go home.
  loader: () => (sessionStore.current ? loadQuery<TeamsScreenQuery>(getEnvironment(), TeamsQuery, {}, { fetchPolicy: 'store-and-network' }) : redirect('/')),
  element: <TeamsScreen />,
};
