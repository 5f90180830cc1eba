import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { LandingScreenQuery } from '../../__generated__/LandingScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { sessionStore } from '../../session/session-store.ts';
import { LandingQuery, LandingScreen } from './LandingScreen.tsx';

export const landingRoute: RouteObject = {
  path: '/',
  loader: () => loadQuery<LandingScreenQuery>(getEnvironment(), LandingQuery, { signedIn: Boolean(sessionStore.current) }, { fetchPolicy: 'store-and-network' }),
  element: <LandingScreen />,
};
