import type { ReactNode } from 'react';
import type { ProjectCard_project$key } from '../../__generated__/ProjectCard_project.graphql';
import { LoadMore, type Paging } from '../ui/LoadMore.tsx';
import { ProjectCard } from './ProjectCard.tsx';
import './projects.css';

export type ProjectListMode = 'team' | 'public' | 'private' | 'all';

const HEADINGS: Record<ProjectListMode, string> = {
  team: 'Team Projects',
  public: 'Public Projects',
  private: 'My Private Projects',
  all: 'All Projects',
};

/**
 * The project list of spec section 2: heading by mode, count, optional filters, cards linking to the project
 * pages, 'No projects found' when nothing matches, and Load more while pages remain. Data comes from the caller
 * (a team, or a filtered query).
 */
export function ProjectList({
  mode,
  projects,
  totalCount,
  paging,
  filters,
  busy = false,
  headingLevel = 2,
}: {
  mode: ProjectListMode;
  projects: readonly ({ readonly id: string } & ProjectCard_project$key)[];
  totalCount: number;
  paging: Paging;
  filters?: ReactNode;
  busy?: boolean;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="project-list" aria-busy={busy}>
      <div className="project-list-header">
        <Heading>
          {HEADINGS[mode]} <span className="list-count">{totalCount}</span>
        </Heading>
        {mode === 'private' && <p className="muted small">(only you can see until made public)</p>}
      </div>
      {filters}
      <div className={busy ? 'project-list-body busy' : 'project-list-body'}>
        {projects.length === 0 ? (
          <p className="no-projects">No projects found</p>
        ) : (
          <div className="grid-cards">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        )}
        <LoadMore paging={paging} shown={projects.length} total={totalCount} noun="projects" />
      </div>
    </section>
  );
}
