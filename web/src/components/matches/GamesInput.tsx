import { useEffect, useId, useRef } from 'react';
import { gamesProblem, normalizedGames, score, sideboardedAfterFirst, withSideboarding, type BestOf, type GameChoice, type Sideboarding } from './games-form.ts';

interface Props {
  bestOf: BestOf;
  games: readonly GameChoice[];
  /** The project's game's rules: what may change between games (GraphQL's Project.gameRules). */
  sideboarding: Sideboarding;
  onChange: (bestOf: BestOf, games: GameChoice[]) => void;
}

const FORMATS: BestOf[] = [1, 3, 5];

/** A game's four outcomes, each naming the game's winner and whether that player was on the play or the draw. */
const OUTCOMES: readonly (Pick<GameChoice, 'wonBy' | 'onThePlay'> & { label: string })[] = [
  { wonBy: 'winner', onThePlay: 'winner', label: 'Winner won on the play' },
  { wonBy: 'winner', onThePlay: 'loser', label: 'Winner won on the draw' },
  { wonBy: 'loser', onThePlay: 'loser', label: 'Loser won on the play' },
  { wonBy: 'loser', onThePlay: 'winner', label: 'Loser won on the draw' },
];

/**
 * Native radio buttons drawn as a row of toggles: one tab stop for the group, the arrow keys move the choice (the
 * browser's own radio group behaviour).
 */
function ChoiceGroup<T>({ name, legend, choices, chosen, onChoose, grid = false }: { name: string; legend: string; choices: readonly { value: T; label: string }[]; chosen: (value: T) => boolean; onChoose: (value: T) => void; grid?: boolean }) {
  return (
    <fieldset className="games-row">
      <legend className="games-label">{legend}</legend>
      <span className={grid ? 'choice-toggle is-grid' : 'choice-toggle'}>
        {choices.map(({ value, label }) => (
          <label key={label} className={chosen(value) ? 'is-selected' : undefined}>
            <input type="radio" name={name} checked={chosen(value)} onChange={() => onChoose(value)} />
            {label}
          </label>
        ))}
      </span>
    </fieldset>
  );
}

/** The match's one "sideboarded after game 1" choice; half-checked for an older match that sideboarded only some games. */
function SideboardedChoice({ games, sideboarding, onChange }: { games: readonly GameChoice[]; sideboarding: Sideboarding; onChange: (games: GameChoice[]) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const state = sideboardedAfterFirst(games);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  if (sideboarding === 'NONE') return <p className="muted small">This game has no sideboarding: every game is played with the same deck.</p>;
  return (
    <label className="checkbox">
      <input ref={box} type="checkbox" checked={state === true} onChange={(e) => onChange(withSideboarding(games, e.target.checked))} />{' '}
      {sideboarding === 'SIDE_DECK' ? 'Side deck used after game 1' : 'Sideboarded after game 1'}
    </label>
  );
}

/**
 * Best of 1, 3 or 5, and for 3 and 5 each game's outcome (who won it, on the play or the draw) and whether the games
 * after the first were sideboarded. Games appear until the match is decided (games-form.ts), so a 2–1 is three
 * choices; every group is one tab stop, moved through with the arrow keys.
 */
export function GamesInput({ bestOf, games, sideboarding, onChange }: Props) {
  const name = useId();
  const setGame = (index: number, outcome: Pick<GameChoice, 'wonBy' | 'onThePlay'>) =>
    onChange(bestOf, normalizedGames(bestOf, games.map((game, i) => (i === index ? { ...game, ...outcome } : game)), sideboarding));
  const problem = gamesProblem(bestOf, games);
  return (
    <fieldset className="games-input">
      <legend>Format</legend>
      <ChoiceGroup
        name={`${name}-best-of`}
        legend="Best of"
        choices={FORMATS.map((n) => ({ value: n, label: `Best of ${n}` }))}
        chosen={(n) => n === bestOf}
        onChoose={(n) => onChange(n, n === 1 ? [] : normalizedGames(n, games, sideboarding))}
      />
      {bestOf > 1 && (
        <>
          <div className="games-list">
            {games.map((game, index) => (
              <ChoiceGroup
                key={index}
                name={`${name}-game-${index}`}
                legend={`Game ${index + 1}`}
                choices={OUTCOMES.map((outcome) => ({ value: outcome, label: outcome.label }))}
                chosen={(outcome) => outcome.wonBy === game.wonBy && outcome.onThePlay === game.onThePlay}
                onChoose={(outcome) => setGame(index, outcome)}
                grid
              />
            ))}
          </div>
          {games.length > 1 && <SideboardedChoice games={games} sideboarding={sideboarding} onChange={(next) => onChange(bestOf, next)} />}
          <p className="muted small" aria-live="polite">
            Score {score(games.map((game) => game.wonBy))} from the winner’s side; who went first is game 1’s player on the play.
          </p>
          {problem && <div className="field-error">{problem}</div>}
        </>
      )}
    </fieldset>
  );
}
