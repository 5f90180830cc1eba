import { loadQuery } from 'react-relay';
import { redirect, type RouteObject } from 'react-router-dom';
import type { SettingsScreenQuery } from '../../__generated__/SettingsScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { sessionStore } from '../../session/session-store.ts';
import { SettingsQuery, SettingsScreen } from './SettingsScreen.tsx';

export const settingsRoute: RouteObject = {
  path: '/settings',
  // The account's own page: signed-out visitors sign in first.
  loader: () => (sessionStore.current ? loadQuery<SettingsScreenQuery>(getEnvironment(), SettingsQuery, {}, { fetchPolicy: 'store-and-network' }) : redirect('/auth')),
  element: <SettingsScreen />,
};
