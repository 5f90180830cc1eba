import { graphql, usePaginationFragment } from 'react-relay';
import type { PublicProjectList_query$key } from '../../__generated__/PublicProjectList_query.graphql';
import type { PublicProjectListPaginationQuery } from '../../__generated__/PublicProjectListPaginationQuery.graphql';
import { ProjectCard } from './ProjectCard.tsx';
import { FilterableProjectList } from './FilterableProjectList.tsx';

/** /projects/public: every team's public projects, for visitors too. */
export function PublicProjectList({ query }: { query: PublicProjectList_query$key }) {
  const { data, refetch, ...paging } = usePaginationFragment<PublicProjectListPaginationQuery, PublicProjectList_query$key>(
    graphql`
      fragment PublicProjectList_query on Query
      @refetchable(queryName: "PublicProjectListPaginationQuery")
      @argumentDefinitions(filter: { type: "ProjectFilter" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        publicProjects(first: $count, after: $cursor, filter: $filter) @connection(key: "PublicProjectList_publicProjects") {
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
  const { totalCount, edges } = data.publicProjects;
  return <FilterableProjectList mode="public" totalCount={totalCount} cards={edges.map(({ node }) => <ProjectCard key={node.id} project={node} />)} paging={paging} refetch={refetch} />;
}
