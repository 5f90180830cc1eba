import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ArchetypeRecordsPanel_matrix$key } from '../../../__generated__/ArchetypeRecordsPanel_matrix.graphql';
import { intervalText, percentText } from '../../../components/matches/match-display.ts';
import { DashboardCard, DashboardEmpty } from './DashboardCard.tsx';

/**
 * Each archetype's record over its non-mirror games, most played first, with its win rate and 95% interval: a wide
 * interval says the record does not prove much yet. The bar shows the interval on a 0–100% scale.
 */
export function ArchetypeRecordsPanel({ matrix: key, assetsPath, canEdit }: { matrix: ArchetypeRecordsPanel_matrix$key; assetsPath: string; canEdit: boolean }) {
  const matrix = useFragment(
    graphql`
      fragment ArchetypeRecordsPanel_matrix on MatchupMatrix {
        archetypes {
          archetypeId
          name
          totalMatches
          totalWins
          winRate
          confidenceInterval {
            lower
            upper
          }
        }
      }
    `,
    key,
  );
  const records = [...matrix.archetypes].sort((a, b) => b.totalMatches - a.totalMatches || a.name.localeCompare(b.name));
  return (
    <DashboardCard icon="layers" title="Archetype Records">
      {records.length === 0 ? (
        <DashboardEmpty
          action={
            canEdit && (
              <Link to={assetsPath} className="btn btn-primary btn-sm">
                Create an Archetype
              </Link>
            )
          }
        >
          {canEdit ? 'No archetypes yet. Create the decks you test in Assets and import their decklists.' : 'No archetypes yet.'}
        </DashboardEmpty>
      ) : (
        <div className="dashboard-table-wrap">
          <table className="dashboard-table">
            <thead>
              <tr>
                <th scope="col">Archetype</th>
                <th scope="col">W-L</th>
                <th scope="col">Win rate</th>
                <th scope="col">95% interval</th>
              </tr>
            </thead>
            <tbody>
              {records.map((a) => (
                <tr key={a.archetypeId}>
                  <th scope="row">
                    <Link to={`${assetsPath}?archetype=${a.archetypeId}`}>{a.name}</Link>
                  </th>
                  <td>
                    {a.totalWins}-{a.totalMatches - a.totalWins}
                  </td>
                  <td>{a.winRate == null ? '–' : percentText(Math.round(a.winRate * 100))}</td>
                  <td>
                    {a.totalMatches === 0 ? (
                      <span className="muted">no games</span>
                    ) : (
                      <span className="interval">
                        <span className="interval-bar" aria-hidden="true">
                          <span style={{ left: `${a.confidenceInterval.lower * 100}%`, width: `${(a.confidenceInterval.upper - a.confidenceInterval.lower) * 100}%` }} />
                        </span>
                        {intervalText(a.confidenceInterval.lower, a.confidenceInterval.upper)}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  );
}
