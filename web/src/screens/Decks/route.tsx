import { loadQuery } from 'react-relay';
import { redirect, type RouteObject } from 'react-router-dom';
import type { DecksScreenQuery } from '../../__generated__/DecksScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { sessionStore } from '../../session/session-store.ts';
import { defaultView, isDeckView, scopeOf } from './deck-views.ts';
import { DecksQuery, DecksScreen } from './DecksScreen.tsx';

export const decksRoute: RouteObject = {
  path: '/decks',
  loader: ({ request }) => {
    const url = new URL(request.url);
    const view = url.searchParams.get('view');
    const signedIn = sessionStore.current !== null;
    // The view is always in the URL (kept in sync); visitors asking for their own decks are sent to sign in.
    if (!isDeckView(view)) return redirect(`/decks?view=${defaultView(signedIn)}`);
    if (!signedIn && view === 'private') return redirect('/auth');
    if (!signedIn && view === 'all') return redirect('/decks?view=public');
    return loadQuery<DecksScreenQuery>(getEnvironment(), DecksQuery, { scope: scopeOf(view), signedIn }, { fetchPolicy: 'store-and-network' });
  },
  // Only a change of view (or Retry) reloads; filters and selection live in the screen.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.searchParams.get('view') !== nextUrl.searchParams.get('view') || (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
  element: <DecksScreen />,
};
