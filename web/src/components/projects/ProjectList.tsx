import type { ReactNode } from 'react';
import { LoadMore, type Paging } from '../ui/LoadMore.tsx';
import './projects.css';

export type ProjectListMode = 'team' | 'public' | 'private' | 'all';

const HEADINGS: Record<ProjectListMode, string> = {
  team: 'Team Projects',
  public: 'Public Projects',
  private: 'My Private Projects',
  all: 'All Projects',
};

/**
 * The project list of the product: heading by mode, count, optional filters, cards linking to the project
 * pages, 'No projects found' when nothing matches, and Load more while pages remain. The cards come from the
 * caller's list fragment (a team's projects, or a filtered query), which renders one ProjectCard per project.
 */
export function ProjectList({
  mode,
  cards,
  totalCount,
  paging,
  filters,
  busy = false,
  headingLevel = 2,
}: {
  mode: ProjectListMode;
  cards: readonly ReactNode[];
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
        {cards.length === 0 ? <p className="no-projects">No projects found</p> : <div className="grid-cards">{cards}</div>}
        <LoadMore paging={paging} shown={cards.length} total={totalCount} noun="projects" />
      </div>
    </section>
  );
}
