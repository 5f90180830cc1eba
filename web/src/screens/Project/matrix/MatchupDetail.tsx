import { Suspense } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { MatchupDetail_project$key } from '../../../__generated__/MatchupDetail_project.graphql';
import type { MatchupDetailPaginationQuery } from '../../../__generated__/MatchupDetailPaginationQuery.graphql';
import type { MatchupDetailQuery } from '../../../__generated__/MatchupDetailQuery.graphql';
import { intervalText, percentText, personName, wentFirstLabel } from '../../../components/matches/match-display.ts';
import { formatDateTime } from '../../../components/ui/format-date.ts';
import { counted } from '../../../components/ui/plural.ts';
import { LoadingIndicator } from '../../../components/ui/LoadingIndicator.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { QueryErrorBoundary } from '../../../components/ui/QueryErrorBoundary.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/States.tsx';
import { MatchupGuides } from './MatchupGuides.tsx';
import { rateText, type GameRateFigure } from './matrix-cells.ts';
import type { OpenedCell } from './MatrixGrid.tsx';

/** The matches between a cell's two archetypes under the matrix's filters; started by the click that opens the cell. */
export const MatchupMatchesQuery = graphql`
  query MatchupDetailQuery($projectId: ID!, $filter: MatchFilter, $archetypeId: ID!, $opponentArchetypeId: ID!) {
    project(id: $projectId) {
      ...MatchupDetail_project @arguments(filter: $filter)
    }
    archetype(id: $archetypeId) {
      ...MatchupGuides_archetype @arguments(opponentArchetypeId: $opponentArchetypeId)
    }
  }
`;

interface Props {
  opened: OpenedCell;
  halfWidth: number;
  /** The project's game's sideboarding (Project.gameRules): with NONE there are no post-board games. */
  sideboarding: string;
  queryRef: PreloadedQuery<MatchupDetailQuery>;
  onClose: () => void;
  onRetry: () => void;
}

/** A rate of games with its interval-free figures: "60% of 5 (3–2)", or a dash. */
const gameRate = (figure: GameRateFigure) => (figure.rate === null ? '–' : `${rateText(figure)} (${figure.wins}–${figure.games - figure.wins})`);

/** Figures as labelled tiles. */
function Figures({ figures, label }: { figures: readonly [string, string][]; label?: string }) {
  return (
    <dl className="matchup-figures" aria-label={label}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A matrix cell opened: its record, interval, going first and second, what is still needed, its game rates on the
 * play and the draw and before and after sideboarding, the row's sideboard guide against the column, and its matches.
 */
export function MatchupDetail({ opened: { row, column, cell }, halfWidth, sideboarding, queryRef, onClose, onRetry }: Props) {
  const [, many] = cell.noun;
  const figures: Array<[string, string]> = [
    [`Record (${many})`, `${cell.wins}-${cell.losses} (${percentText(cell.percent)})`],
    ['95% interval', intervalText(cell.interval?.lower, cell.interval?.upper)],
    [`Going first (${many})`, rateText(cell.onThePlay)],
    [`Going second (${many})`, rateText(cell.onTheDraw)],
    [`${many[0].toUpperCase()}${many.slice(1)} needed for ±${Math.round(halfWidth * 100)} pts`, String(cell.gamesNeeded(halfWidth))],
  ];
  const noSideboarding = sideboarding === 'NONE';
  const games: Array<[string, string]> = [
    ['On the play', gameRate(cell.games.onThePlay)],
    ['On the draw', gameRate(cell.games.onTheDraw)],
    [noSideboarding ? 'All games (no sideboarding)' : 'Before sideboarding (game 1)', gameRate(cell.games.preBoard)],
    ...(noSideboarding ? [] : [['After sideboarding', gameRate(cell.games.postBoard)] as [string, string]]),
  ];
  return (
    <Modal title={`${row.name} vs ${column.name}`} onClose={onClose} wide>
      <Figures figures={figures} />
      {!cell.isSignificant && cell.sampleSize > 0 && <p className="muted small">Not significant: fewer {many} than the matrix's minimum sample.</p>}
      <h3 className="matchup-games-title">{row.name}’s games</h3>
      <Figures figures={games} label={`${row.name}’s game win rates`} />
      {cell.sampleSize > 0 && <p className="muted small">Counted in games ({counted(cell.games.onThePlay.games + cell.games.onTheDraw.games, 'game')} with who was on the play known); a match whose games were not recorded counts as one game.</p>}
      <QueryErrorBoundary
        resetKey={queryRef}
        fallback={() => (
          <ErrorState
            title="Failed to load matches"
            actions={
              <button type="button" className="btn btn-primary" onClick={onRetry}>
                Retry
              </button>
            }
          />
        )}
      >
        <Suspense fallback={<LoadingIndicator message="Loading matches..." />}>
          <Matches queryRef={queryRef} rowId={row.id} />
        </Suspense>
      </QueryErrorBoundary>
    </Modal>
  );
}

function Matches({ queryRef, rowId }: { queryRef: PreloadedQuery<MatchupDetailQuery>; rowId: string }) {
  const { project, archetype } = usePreloadedQuery<MatchupDetailQuery>(MatchupMatchesQuery, queryRef);
  if (!project) return <EmptyState icon="inbox" title="Failed to load matches" />;
  return (
    <>
      {archetype && <MatchupGuides archetype={archetype} />}
      <MatchList project={project} rowId={rowId} />
    </>
  );
}

const playerName = (user: { readonly username: string; readonly displayName: string | null | undefined } | null | undefined) =>
  user ? personName({ username: user.username, displayName: user.displayName }) : null;

/** The pair's matches, both ways round, newest first, in pages of 20. */
function MatchList({ project: key, rowId }: { project: MatchupDetail_project$key; rowId: string }) {
  const { data, ...paging } = usePaginationFragment<MatchupDetailPaginationQuery, MatchupDetail_project$key>(
    graphql`
      fragment MatchupDetail_project on Project
      @refetchable(queryName: "MatchupDetailPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, filter: { type: "MatchFilter", defaultValue: null }) {
        matches(first: $count, after: $cursor, filter: $filter) @connection(key: "MatchupDetail_matches", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              matchDate
              wentFirst
              notes
              isActive
              winnerArchetype {
                databaseId
                name
              }
              loserArchetype {
                name
              }
              winnerUser {
                username
                displayName
              }
              loserUser {
                username
                displayName
              }
            }
          }
        }
      }
    `,
    key,
  );
  const { edges, totalCount } = data.matches;
  if (edges.length === 0) return <EmptyState icon="inbox" title="No Matches" message="No games between these archetypes under the matrix's filters." />;
  return (
    <>
      <div className="matches-table-wrap" role="region" aria-label="Matches of this matchup" tabIndex={0}>
        <table className="matches-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Result</th>
              <th scope="col">Went First</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node: match }) => {
              const players = [playerName(match.winnerUser), playerName(match.loserUser)];
              return (
                <tr key={match.id}>
                  <td className="match-date">{formatDateTime(match.matchDate)}</td>
                  <td data-label="Result">
                    <div className="match-archetype">{match.winnerArchetype.databaseId === rowId ? 'Won' : 'Lost'}</div>
                    <div className="muted small">
                      {match.winnerArchetype.name} beat {match.loserArchetype.name}
                      {players.some(Boolean) && ` · ${players.map((p) => p ?? '?').join(' vs ')}`}
                    </div>
                  </td>
                  <td data-label="Went first">{wentFirstLabel(match.wentFirst)}</td>
                  <td className="match-notes" data-label="Notes">
                    {!match.isActive && '(deleted) '}
                    {match.notes}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LoadMore paging={paging} shown={edges.length} total={totalCount} noun="matches" pageSize={20} />
    </>
  );
}
