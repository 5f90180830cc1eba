import { forwardRef, useImperativeHandle } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { AdminStats_query$key } from '../../__generated__/AdminStats_query.graphql';
import { Icon, type IconName } from '../ui/Icon.tsx';

export interface AdminStatsHandle {
  refresh(): void;
}

const TILES: { key: 'totalUsers' | 'totalTeams' | 'totalProjects' | 'totalArchetypes' | 'totalDecklists' | 'totalMatches'; label: string; icon: IconName }[] = [
  { key: 'totalUsers', label: 'Users', icon: 'users' },
  { key: 'totalTeams', label: 'Teams', icon: 'shield' },
  { key: 'totalProjects', label: 'Projects', icon: 'folder' },
  { key: 'totalArchetypes', label: 'Archetypes', icon: 'layers' },
  { key: 'totalDecklists', label: 'Decklists', icon: 'book' },
  { key: 'totalMatches', label: 'Matches', icon: 'chart' },
];

/** The six stat tiles; `refresh()` re-reads them after a change. */
export const AdminStats = forwardRef<AdminStatsHandle, { query: AdminStats_query$key }>(function AdminStats({ query }, ref) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment AdminStats_query on Query @refetchable(queryName: "AdminStatsRefetchQuery") {
        adminStats { totalUsers totalTeams totalProjects totalArchetypes totalDecklists totalMatches }
      }
    `,
    query,
  );
  useImperativeHandle(ref, () => ({ refresh: () => refetch({}, { fetchPolicy: 'network-only' }) }), [refetch]);
  return (
    <div className="stat-tiles">
      {TILES.map((tile) => (
        <div key={tile.key} className="stat-tile card">
          <span className="stat-icon">
            <Icon name={tile.icon} size={22} />
          </span>
          <span className="stat-value">{data.adminStats[tile.key]}</span>
          <span className="stat-label">{tile.label}</span>
        </div>
      ))}
    </div>
  );
});
