import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { CardNameSearchQuery } from '../../__generated__/CardNameSearchQuery.graphql';
import type { GameId } from '../../../../server/domain/games.ts';

const SEARCH = graphql`
  query CardNameSearchQuery($game: String!, $query: String!) {
    cardSearch(game: $game, query: $query) { name type cost }
  }
`;

/** Typing pauses this long before the catalog is asked, so that a word typed fast is one request. */
const PAUSE_MS = 200;

interface Suggestion {
  name: string;
  type: string;
  cost: string | null;
}

/**
 * The card editor's autocomplete: names from the game's card catalog as they are typed (from two characters);
 * picking one hands its name to `onPick`. Says so when the catalog knows no such card (or is not loaded).
 */
export function CardNameSearch({ game, onPick }: { game: GameId; onPick: (name: string) => void }) {
  const environment = useRelayEnvironment();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ for: string; suggestions: Suggestion[] } | null>(null);
  const typed = text.trim();

  useEffect(() => {
    if (typed.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<CardNameSearchQuery>(environment, SEARCH, { game, query: typed }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (current) setFound({ for: typed, suggestions: (data?.cardSearch ?? []).map(({ name, type, cost }) => ({ name, type, cost: cost ?? null })) });
        })
        .catch(() => current && setFound({ for: typed, suggestions: [] }));
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, game, typed]);

  const shown = typed.length >= 2 && found?.for === typed ? found.suggestions : null;
  return (
    <div className="card-name-search">
      <label htmlFor={id}>Find a card</label>
      <input
        id={id}
        className="input"
        type="search"
        value={text}
        placeholder="Type a card name"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <span id={`${id}-hint`} className="hint">
        A card picked here is added as "1 name" after the editor line the cursor is on.
      </span>
      {shown && shown.length === 0 && <p className="muted small" role="status">No card in the catalog matches "{typed}".</p>}
      {shown && shown.length > 0 && (
        <ul className="card-suggestions" aria-label="Matching cards">
          {shown.map((card) => (
            <li key={card.name}>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  onPick(card.name);
                  setText('');
                }}
              >
                {card.name}
              </button>{' '}
              <span className="muted small">
                {card.type}
                {card.cost ? ` · ${card.cost}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
