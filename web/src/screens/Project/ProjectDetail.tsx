import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import type { DashboardPanelsQuery } from '../../__generated__/DashboardPanelsQuery.graphql';
import type { MatchesPanelQuery } from '../../__generated__/MatchesPanelQuery.graphql';
import type { MatrixPanelQuery } from '../../__generated__/MatrixPanelQuery.graphql';
import type { ProjectDetail_project$key } from '../../__generated__/ProjectDetail_project.graphql';
import type { TestPlanPanelQuery } from '../../__generated__/TestPlanPanelQuery.graphql';
import { gameNameOf, projectNameOf, projectPath, teamNameOf } from '../../components/projects/display.ts';
import { ProjectSettingsModal } from '../../components/projects/ProjectSettingsModal.tsx';
import { Badge, VisibilityBadge } from '../../components/ui/Badge.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { ReadOnlyBanner } from '../../components/ui/States.tsx';
import { onTabListKeyDown, tabStop } from '../../components/ui/tabs.ts';
import { useSession } from '../../session/useSession.ts';
import { MatchesTab } from './matches/MatchesTab.tsx';
import { MatrixTab } from './matrix/MatrixTab.tsx';
import { ExportProjectButton } from './ExportProjectButton.tsx';
import { TestPlanTab } from './plan/TestPlanTab.tsx';
import { ProjectDashboard } from './ProjectDashboard.tsx';
import { PROJECT_TABS, projectTabOf, tabSearch } from './project-tabs.ts';
import './project.css';

/** The open tab's query, started by the route loader (null for the tabs not open). */
export interface TabQueries {
  dashboard: PreloadedQuery<DashboardPanelsQuery> | null;
  matches: PreloadedQuery<MatchesPanelQuery> | null;
  matrix: PreloadedQuery<MatrixPanelQuery> | null;
  plan: PreloadedQuery<TestPlanPanelQuery> | null;
}

/** The project page: title, badges, Assets, the read-only banner for outsiders, and its tabs. */
export function ProjectDetail({ project: key, tabs }: { project: ProjectDetail_project$key; tabs: TabQueries }) {
  const project = useFragment(
    graphql`
      fragment ProjectDetail_project on Project {
        id
        databaseId
        teamDatabaseId
        name
        description
        visibility
        game
        format
        viewerIsMember
        team {
          name
          viewerRole
        }
        ...ProjectSettingsModal_project
        ...ProjectDashboard_project
        ...MatchesTab_project
        ...MatrixTab_project
        ...TestPlanTab_project
      }
    `,
    key,
  );
  const session = useSession();
  const [params] = useSearchParams();
  const tab = projectTabOf(params.get('tab'));
  const base = projectPath(project.teamDatabaseId, project.databaseId);
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <div className="project-page">
      {/* A public project of a private team: the team page would only say it cannot be loaded, so no link. */}
      {project.team && (
        <nav className="project-breadcrumb" aria-label="Breadcrumb">
          <Link to={`/teams/${project.teamDatabaseId}`}>
            <Icon name="arrowLeft" size={14} /> {teamNameOf(project.team.name)}
          </Link>
        </nav>
      )}
      {!project.viewerIsMember && (
        <ReadOnlyBanner
          action={
            !session && (
              <Link to="/auth" className="btn btn-primary btn-sm">
                Sign In to Edit
              </Link>
            )
          }
        >
          {session ? 'You are viewing this project read-only: only members of its team can make changes.' : 'You are viewing this project read-only.'}
        </ReadOnlyBanner>
      )}
      <header className="project-header">
        <div className="project-header-text">
          <h1>{projectNameOf(project.name)}</h1>
          <div className="row project-badges">
            <VisibilityBadge visibility={project.visibility} />
            <Badge tone="primary">{gameNameOf(project.game)}</Badge>
            {project.format && <Badge tone="info">{project.format}</Badge>}
          </div>
          {project.description && <p className="project-description">{project.description}</p>}
        </div>
        <div className="row project-header-actions">
          {(project.team?.viewerRole === 'owner' || project.team?.viewerRole === 'admin') && <ExportProjectButton projectId={project.id} projectName={project.name} />}
          <Link to={`${base}/assets`} className="btn btn-primary">
            <Icon name="layers" size={16} /> Assets
          </Link>
        </div>
      </header>
      {settingsOpen && <ProjectSettingsModal project={project} onClose={() => setSettingsOpen(false)} />}

      <div className="tabs" role="tablist" aria-label="Project sections" onKeyDown={onTabListKeyDown}>
        {PROJECT_TABS.map(({ id, label }) => (
          <Link key={id} to={`${base}${tabSearch(id)}`} role="tab" aria-selected={tab === id} tabIndex={tabStop(tab === id)} className="tab">
            {label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" aria-label={PROJECT_TABS.find(({ id }) => id === tab)?.label}>
        {tab === 'dashboard' && tabs.dashboard && <ProjectDashboard project={project} queryRef={tabs.dashboard} onOpenSettings={() => setSettingsOpen(true)} />}
        {tab === 'matches' && tabs.matches && <MatchesTab project={project} queryRef={tabs.matches} />}
        {tab === 'matrix' && tabs.matrix && <MatrixTab project={project} queryRef={tabs.matrix} />}
        {tab === 'plan' && tabs.plan && <TestPlanTab project={project} queryRef={tabs.plan} />}
      </div>
    </div>
  );
}
