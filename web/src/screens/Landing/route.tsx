import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { LandingScreenQuery } from '../../__generated__/LandingScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { LandingQuery, LandingScreen } from './LandingScreen.tsx';

export const landingRoute: RouteObject = {
  path: '/',
  loader: () => loadQuery<LandingScreenQuery>(getEnvironment(), LandingQuery, {}, { fetchPolicy: 'store-and-network' }),
  element: <LandingScreen />,
};
