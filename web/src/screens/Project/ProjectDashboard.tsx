import type { ReactNode } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link, useRevalidator } from 'react-router-dom';
import type { DashboardPanelsQuery } from '../../__generated__/DashboardPanelsQuery.graphql';
import type { ProjectDashboard_project$key } from '../../__generated__/ProjectDashboard_project.graphql';
import { formatDate } from '../../components/ui/format-date.ts';
import { projectPath } from '../../components/projects/display.ts';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { tabSearch } from './project-tabs.ts';
import { DashboardPanels } from './dashboard/DashboardPanels.tsx';

/**
 * The Dashboard tab: key figures, quick actions (Settings opens the project's settings for its managers), the panels
 * of the dashboard's query (which deck to bring, recent matches, records, least-tested matchups, this week, comments,
 * decklist changes) and the project's tags.
 */
export function ProjectDashboard({ project: key, queryRef, onOpenSettings }: { project: ProjectDashboard_project$key; queryRef: PreloadedQuery<DashboardPanelsQuery>; onOpenSettings: () => void }) {
  const project = useFragment(
    graphql`
      fragment ProjectDashboard_project on Project {
        databaseId
        teamDatabaseId
        archetypeCount
        matchCount
        isActive
        createdAt
        tags
        viewerIsMember
        viewerCanManage
      }
    `,
    key,
  );
  const base = projectPath(project.teamDatabaseId, project.databaseId);
  const canEdit = project.viewerIsMember;
  const { revalidate } = useRevalidator();
  return (
    <div className="project-dashboard">
      <div className="dashboard-stats">
        <StatTile icon="layers" label="Archetypes" value={String(project.archetypeCount)} />
        <StatTile icon="chart" label="Matches" value={String(project.matchCount)} />
        <StatTile icon="activity" label="Status" value={project.isActive ? 'Active' : 'Inactive'} tone={project.isActive ? 'active' : 'inactive'} />
        <StatTile icon="calendar" label="Created" value={formatDate(project.createdAt)} />
      </div>

      <section className="card dashboard-actions" aria-labelledby="dashboard-actions-title">
        <h2 id="dashboard-actions-title">Quick Actions</h2>
        <div className="dashboard-actions-grid">
          <QuickAction to={`${base}/assets`} icon="layers" title={canEdit ? 'Go to Assets' : 'View Assets'} text="Archetypes and decklists" />
          <QuickAction to={`${base}${tabSearch('matches')}`} icon="chart" title={canEdit ? 'Log a Match' : 'View Matches'} text="Results between archetypes" />
          <QuickAction to={`${base}${tabSearch('matrix')}`} icon="grid" title="View Matrix" text="Win rates for every matchup" />
        </div>
        <div className="row dashboard-later-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!project.viewerCanManage}
            title={project.viewerCanManage ? undefined : "Only the team's owner and admins can change the project"}
            onClick={onOpenSettings}
          >
            <Icon name="sliders" size={16} /> Settings
          </button>
          <button type="button" className="btn btn-secondary" disabled title="Coming soon">
            <Icon name="file" size={16} /> Reports
          </button>
        </div>
      </section>
      <DashboardPanels queryRef={queryRef} onRetry={() => void revalidate()} />

      <section className="project-tags" aria-labelledby="project-tags-title">
        <h2 id="project-tags-title">Tags</h2>
        {project.tags.length ? (
          <ul className="tag-entry-chips">
            {project.tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">No tags</p>
        )}
      </section>
    </div>
  );
}

function StatTile({ icon, label, value, tone }: { icon: IconName; label: string; value: string; tone?: 'active' | 'inactive' }) {
  return (
    <div className="card dashboard-stat">
      <span className="dashboard-icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <div>
        <div className="dashboard-stat-label">{label}</div>
        <div className={tone ? `dashboard-stat-value dashboard-stat-${tone}` : 'dashboard-stat-value'}>{value}</div>
      </div>
    </div>
  );
}

function QuickAction({ to, icon, title, text }: { to: string; icon: IconName; title: string; text: ReactNode }) {
  return (
    <Link to={to} className="dashboard-action">
      <span className="dashboard-icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <span>
        <strong>{title}</strong>
        <span className="muted small">{text}</span>
      </span>
    </Link>
  );
}
