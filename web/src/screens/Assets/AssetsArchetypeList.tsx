import { graphql, usePaginationFragment } from 'react-relay';
import type { AssetsArchetypeList_project$key } from '../../__generated__/AssetsArchetypeList_project.graphql';
import type { AssetsArchetypeListPaginationQuery } from '../../__generated__/AssetsArchetypeListPaginationQuery.graphql';
import { ArchetypeListItem } from '../../components/archetypes/ArchetypeListItem.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';

/** The connection key below, for mutations that add to the list from elsewhere (Create Archetype). */
export const ARCHETYPES_CONNECTION = 'AssetsArchetypeList_archetypes';

/** The project's archetypes, newest first, a page at a time; the selected one (by database id, as in the URL) marked. */
export function AssetsArchetypeList({ project: key, selectedId, onSelect }: { project: AssetsArchetypeList_project$key; selectedId: string | null; onSelect: (databaseId: string) => void }) {
  const { data, ...paging } = usePaginationFragment<AssetsArchetypeListPaginationQuery, AssetsArchetypeList_project$key>(
    graphql`
      fragment AssetsArchetypeList_project on Project
      @refetchable(queryName: "AssetsArchetypeListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        archetypes(first: $count, after: $cursor) @connection(key: "AssetsArchetypeList_archetypes") {
          totalCount
          edges {
            node {
              id
              databaseId
              ...ArchetypeListItem_archetype
            }
          }
        }
      }
    `,
    key,
  );
  const { totalCount, edges } = data.archetypes;
  return (
    <aside className="assets-list card" aria-label="Archetypes">
      <h2>Archetypes ({totalCount})</h2>
      <ul className="archetype-list">
        {edges.map(({ node }) => (
          <ArchetypeListItem key={node.id} archetype={node} selected={node.databaseId === selectedId} onSelect={() => onSelect(node.databaseId)} />
        ))}
      </ul>
      <LoadMore paging={paging} shown={edges.length} total={totalCount} noun="archetypes" />
    </aside>
  );
}
