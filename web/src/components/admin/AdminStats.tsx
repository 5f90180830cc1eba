import { forwardRef, useImperativeHandle } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { AdminStats_query$key } from '../../__generated__/AdminStats_query.graphql';
import type { AdminStatsRefetchQuery } from '../../__generated__/AdminStatsRefetchQuery.graphql';
import { Icon, type IconName } from '../ui/Icon.tsx';

export interface AdminStatsHandle {
  refresh(): void;
}


/** The six stat tiles; `refresh()` re-reads them after a change. */
export const AdminStats = forwardRef<AdminStatsHandle, { query: AdminStats_query$key }>(function AdminStats({ query }, ref) {
  const [data, refetch] = useRefetchableFragment<AdminStatsRefetchQuery, AdminStats_query$key>(
    graphql`
      fragment AdminStats_query on Query @refetchable(queryName: "AdminStatsRefetchQuery") {
        adminStats { totalUsers totalTeams totalProjects totalArchetypes totalDecklists totalMatches }
      }
    `,
    query,
  );
  useImperativeHandle(ref, () => ({ refresh: () => refetch({}, { fetchPolicy: 'network-only' }) }), [refetch]);
  const { totalUsers, totalTeams, totalProjects, totalArchetypes, totalDecklists, totalMatches } = data.adminStats;
  const tiles: { label: string; icon: IconName; value: number }[] = [
    { label: 'Users', icon: 'users', value: totalUsers },
    { label: 'Teams', icon: 'shield', value: totalTeams },
    { label: 'Projects', icon: 'folder', value: totalProjects },
    { label: 'Archetypes', icon: 'layers', value: totalArchetypes },
    { label: 'Decklists', icon: 'book', value: totalDecklists },
    { label: 'Matches', icon: 'chart', value: totalMatches },
  ];
  return (
    <div className="stat-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className="stat-tile card">
          <span className="stat-icon">
            <Icon name={tile.icon} size={22} />
          </span>
          <span className="stat-value">{tile.value}</span>
          <span className="stat-label">{tile.label}</span>
        </div>
      ))}
    </div>
  );
});
