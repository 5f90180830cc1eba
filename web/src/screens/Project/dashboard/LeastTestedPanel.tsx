import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { LeastTestedPanel_matrix$key } from '../../../__generated__/LeastTestedPanel_matrix.graphql';
import { Badge } from '../../../components/ui/Badge.tsx';
import { counted } from '../../../components/ui/plural.ts';
import { matrixCellSearch } from '../project-tabs.ts';
import { DashboardCard, DashboardEmpty } from './DashboardCard.tsx';

/**
 * The matchups with the fewest matches: where the next testing session teaches the most. Each says its matches and
 * its games (the dashboard's matrix counts matches). Each opens its matrix cell.
 */
export function LeastTestedPanel({ matrix: key, base }: { matrix: LeastTestedPanel_matrix$key; base: string }) {
  const matrix = useFragment(
    graphql`
      fragment LeastTestedPanel_matrix on MatchupMatrix {
        leastTestedMatchups(first: 5) {
          archetypeId
          archetypeName
          opponentId
          opponentName
          sampleSize
          gameCount
        }
      }
    `,
    key,
  );
  const pairs = matrix.leastTestedMatchups;
  return (
    <DashboardCard icon="grid" title="Least-Tested Matchups" more={pairs.length ? { to: `${base}?tab=matrix`, label: 'Matchup matrix' } : undefined}>
      {pairs.length === 0 ? (
        <DashboardEmpty>Matchups appear here once the project has two archetypes.</DashboardEmpty>
      ) : (
        <ul className="dashboard-list dashboard-list-inline">
          {pairs.map((pair) => (
            <li key={`${pair.archetypeId}~${pair.opponentId}`}>
              <Link to={`${base}${matrixCellSearch(pair.archetypeId, pair.opponentId)}`}>
                {pair.archetypeName} vs {pair.opponentName}
              </Link>
              {pair.sampleSize === 0 ? (
                <Badge tone="private">untested</Badge>
              ) : (
                <span className="muted small">{`${counted(pair.sampleSize, 'match', 'matches')} · ${counted(pair.gameCount, 'game', 'games')}`}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
