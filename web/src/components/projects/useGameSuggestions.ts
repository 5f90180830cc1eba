import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useGameSuggestionsGamesQuery } from '../../__generated__/useGameSuggestionsGamesQuery.graphql';
import type { useGameSuggestionsFormatsQuery } from '../../__generated__/useGameSuggestionsFormatsQuery.graphql';

const GAMES = graphql`
  query useGameSuggestionsGamesQuery {
    games
  }
`;

const FORMATS = graphql`
  query useGameSuggestionsFormatsQuery($game: String) {
    formats(game: $game)
  }
`;

/** How long the game box must rest before its formats are looked up, so typing does not send a query per key. */
const FORMAT_LOOKUP_DELAY_MS = 300;

/**
 * Suggestions for a project's game and format: the known games once, and the formats of the game typed so far.
 * Failures only reach the console: the boxes still accept any text.
 */
export function useGameSuggestions(game: string): { games: readonly string[]; formats: readonly string[] } {
  const environment = useRelayEnvironment();
  const [games, setGames] = useState<readonly string[]>([]);
  const [formats, setFormats] = useState<readonly string[]>([]);

  useEffect(() => {
    const subscription = fetchQuery<useGameSuggestionsGamesQuery>(environment, GAMES, {}).subscribe({
      next: (data) => setGames(data.games),
      error: (error: unknown) => console.warn('Could not load the list of games', error),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const trimmedGame = game.trim();
  useEffect(() => {
    let subscription: { unsubscribe: () => void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<useGameSuggestionsFormatsQuery>(environment, FORMATS, { game: trimmedGame || undefined }).subscribe({
        next: (data) => setFormats(data.formats),
        error: (error: unknown) => console.warn('Could not load the list of formats', error),
      });
    }, FORMAT_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, trimmedGame]);

  return { games, formats };
}
