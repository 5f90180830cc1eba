import { graphql, usePaginationFragment } from 'react-relay';
import type { TeamProjectList_team$key } from '../../__generated__/TeamProjectList_team.graphql';
import type { TeamProjectListPaginationQuery } from '../../__generated__/TeamProjectListPaginationQuery.graphql';
import { ProjectCard } from './ProjectCard.tsx';
import { ProjectList } from './ProjectList.tsx';

/** The connection key below, for mutations that add to the list from elsewhere (Create Project). */
export const TEAM_PROJECTS_CONNECTION = 'TeamProjectList_projects';

/** A team's projects that the viewer may read (visitors: only the public ones), without filters. */
export function TeamProjectList({ team: key }: { team: TeamProjectList_team$key }) {
  const { data, ...paging } = usePaginationFragment<TeamProjectListPaginationQuery, TeamProjectList_team$key>(
    graphql`
      fragment TeamProjectList_team on Team
      @refetchable(queryName: "TeamProjectListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        projects(first: $count, after: $cursor) @connection(key: "TeamProjectList_projects") {
          totalCount
          edges {
            node {
              id
              ...ProjectCard_project
            }
          }
        }
      }
    `,
    key,
  );
  const { totalCount, edges } = data.projects;
  return <ProjectList mode="team" totalCount={totalCount} cards={edges.map(({ node }) => <ProjectCard key={node.id} project={node} />)} paging={paging} />;
}
