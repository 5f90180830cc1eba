import { graphql, usePaginationFragment } from 'react-relay';
import type { MemberProjectList_query$key } from '../../__generated__/MemberProjectList_query.graphql';
import type { MemberProjectListPaginationQuery } from '../../__generated__/MemberProjectListPaginationQuery.graphql';
import { ProjectCard } from './ProjectCard.tsx';
import { FilterableProjectList, type FilteredMode } from './FilterableProjectList.tsx';

// Signed-in lists use `projects`; visitors' /projects/public uses PublicProjectList (Relay paginates one connection
// per fragment, so the two lists are two fragments).

/** /projects/private and /projects/all: what the signed-in user can read, narrowed by the filters. */
export function MemberProjectList({ mode, query }: { mode: Exclude<FilteredMode, 'public'>; query: MemberProjectList_query$key }) {
  const { data, refetch, ...paging } = usePaginationFragment<MemberProjectListPaginationQuery, MemberProjectList_query$key>(
    graphql`
      fragment MemberProjectList_query on Query
      @refetchable(queryName: "MemberProjectListPaginationQuery")
      @argumentDefinitions(filter: { type: "ProjectFilter" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        projects(first: $count, after: $cursor, filter: $filter) @connection(key: "MemberProjectList_projects") {
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
    query,
  );
  const { totalCount, edges } = data.projects;
  return <FilterableProjectList mode={mode} totalCount={totalCount} cards={edges.map(({ node }) => <ProjectCard key={node.id} project={node} />)} paging={paging} refetch={refetch} />;
}
