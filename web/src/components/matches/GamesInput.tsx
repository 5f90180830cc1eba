import { gamesProblem, normalizedGames, score, type BestOf, type GameChoice, type Side } from './games-form.ts';

interface Props {
  bestOf: BestOf;
  games: readonly GameChoice[];
  onChange: (bestOf: BestOf, games: GameChoice[]) => void;
}

const FORMATS: BestOf[] = [1, 3, 5];

/** A caption and a pair of toggle buttons choosing the winner or the loser. */
function SideToggle({ caption, label, value, onChange }: { caption: string; label: string; value: Side; onChange: (side: Side) => void }) {
  return (
    <span className="games-choice">
      <span className="muted small" aria-hidden="true">
        {caption}
      </span>
      <span className="choice-toggle" role="group" aria-label={label}>
        {(['winner', 'loser'] as const).map((side) => (
          <button key={side} type="button" className={value === side ? 'is-selected' : undefined} aria-pressed={value === side} onClick={() => onChange(side)}>
            {side === 'winner' ? 'Winner' : 'Loser'}
          </button>
        ))}
      </span>
    </span>
  );
}

/**
 * Best of 1, 3 or 5, and for 3 and 5 each game's result, who was on the play and whether it was sideboarded. Games
 * appear until the match is decided (games-form.ts), so a 2–1 is three clicks of who won.
 */
export function GamesInput({ bestOf, games, onChange }: Props) {
  const setGame = (index: number, changes: Partial<GameChoice>) =>
    onChange(bestOf, normalizedGames(bestOf, games.map((game, i) => (i === index ? { ...game, ...changes } : game))));
  const problem = gamesProblem(bestOf, games);
  return (
    <fieldset className="games-input">
      <legend>Format</legend>
      <div className="choice-toggle" role="group" aria-label="Best of">
        {FORMATS.map((n) => (
          <button key={n} type="button" className={bestOf === n ? 'is-selected' : undefined} aria-pressed={bestOf === n} onClick={() => onChange(n, n === 1 ? [] : normalizedGames(n, games))}>
            Best of {n}
          </button>
        ))}
      </div>
      {bestOf > 1 && (
        <>
          <ol className="games-list">
            {games.map((game, index) => (
              <li key={index} className="games-row">
                <span className="games-label">Game {index + 1}</span>
                <SideToggle caption="Won by" label={`Game ${index + 1} won by`} value={game.wonBy} onChange={(wonBy) => setGame(index, { wonBy })} />
                <SideToggle caption="On the play" label={`Game ${index + 1} on the play`} value={game.onThePlay} onChange={(onThePlay) => setGame(index, { onThePlay })} />
                {index > 0 && (
                  <label className="checkbox">
                    <input type="checkbox" checked={game.sideboarded} onChange={(e) => setGame(index, { sideboarded: e.target.checked })} /> Sideboarded
                  </label>
                )}
              </li>
            ))}
          </ol>
          <p className="muted small" aria-live="polite">
            Score {score(games.map((game) => game.wonBy))} from the winner’s side; who went first is game 1’s player on the play.
          </p>
          {problem && <div className="field-error">{problem}</div>}
        </>
      )}
    </fieldset>
  );
}
