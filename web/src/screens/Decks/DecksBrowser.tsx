import { useEffect, useState, useTransition } from 'react';
import { graphql, usePaginationFragment, useQueryLoader } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ArchetypePanelQuery } from '../../__generated__/ArchetypePanelQuery.graphql';
import type { DecksBrowser_query$key } from '../../__generated__/DecksBrowser_query.graphql';
import type { DecksBrowserPaginationQuery } from '../../__generated__/DecksBrowserPaginationQuery.graphql';
import { ArchetypeListItem } from '../../components/archetypes/ArchetypeListItem.tsx';
import { ArchetypePanel, ArchetypeQuery, archetypeQueryVariables } from '../../components/archetypes/ArchetypePanel.tsx';
import { CreateArchetypeModal, type ArchetypeProject } from '../../components/archetypes/CreateArchetypeModal.tsx';
import { useRevealSelection } from '../../components/archetypes/useRevealSelection.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { useToast } from '../../components/ui/Toasts.tsx';
import { useSession } from '../../session/useSession.ts';
import { scopeOf, type DeckView } from './deck-views.ts';

/** Typing in the search box waits this long before the list is asked for again. */
const SEARCH_DELAY_MS = 300;

interface Filters {
  search: string;
  game: string;
  format: string;
}
const NO_FILTERS: Filters = { search: '', game: '', format: '' };

const filterInput = (filters: Filters) => ({
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  ...(filters.game ? { game: filters.game } : {}),
  ...(filters.format ? { format: filters.format } : {}),
});

/** Filters, the archetype list on the left and the selected archetype with its decklist on the right. */
export function DecksBrowser({
  query: key,
  view,
  games,
  formats,
  firstProject,
}: {
  query: DecksBrowser_query$key;
  view: DeckView;
  games: readonly string[];
  formats: readonly string[];
  firstProject: ArchetypeProject | null;
}) {
  const { data, refetch, ...paging } = usePaginationFragment<DecksBrowserPaginationQuery, DecksBrowser_query$key>(
    graphql`
      fragment DecksBrowser_query on Query
      @refetchable(queryName: "DecksBrowserPaginationQuery")
      @argumentDefinitions(
        scope: { type: "ArchetypeListScope!" }
        filter: { type: "ArchetypeFilter", defaultValue: null }
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
      ) {
        archetypes(scope: $scope, filter: $filter, first: $count, after: $cursor) @connection(key: "DecksBrowser_archetypes", filters: ["scope", "filter"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...ArchetypeListItem_archetype
            }
          }
        }
      }
    `,
    key,
  );
  const session = useSession();
  const toast = useToast();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  // The selection is the selected archetype's query, started by the click that selects it.
  const [archetypeRef, loadArchetype] = useQueryLoader<ArchetypePanelQuery>(ArchetypeQuery);
  const select = (id: string) => loadArchetype(archetypeQueryVariables(id), { fetchPolicy: 'store-and-network' });
  const [creating, setCreating] = useState(false);
  const [isRefetching, startTransition] = useTransition();
  const filtered = filters.search.trim() !== '' || filters.game !== '' || filters.format !== '';

  // The search box is debounced; the selects apply at once.
  useEffect(() => {
    const delay = filters.search === applied.search ? 0 : SEARCH_DELAY_MS;
    const timer = setTimeout(() => {
      if (JSON.stringify(filterInput(filters)) === JSON.stringify(filterInput(applied))) return;
      setApplied(filters);
      startTransition(() => {
        refetch({ scope: scopeOf(view), filter: filterInput(filters) }, { fetchPolicy: 'store-or-network' });
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [filters, applied, refetch, view]);

  const archetypes = data.archetypes.edges.map((edge) => edge.node);
  // A selection the filters no longer list is not shown.
  const selected = archetypeRef && archetypes.some((a) => a.id === archetypeRef.variables.id) ? archetypeRef : null;
  const detail = useRevealSelection<HTMLDivElement>(selected?.variables.id ?? null);
  const allowChanges = view !== 'public';

  const createButton = firstProject && (
    <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
      Create Your First Archetype
    </button>
  );
  const emptyState = filtered ? (
    <EmptyState
      icon="search"
      title="No Matching Archetypes"
      message="No archetypes match these filters."
      action={
        <button type="button" className="btn btn-secondary" onClick={() => setFilters(NO_FILTERS)}>
          Clear Filters
        </button>
      }
    />
  ) : view === 'public' ? (
    <EmptyState
      icon="layers"
      title="No Archetypes Yet"
      message={session ? 'No team has shared a public deck yet.' : 'No team has shared a public deck yet. Sign in to create your own decks.'}
      action={
        session ? (
          <Link to="/decks?view=all" className="btn btn-primary">
            View All Decks
          </Link>
        ) : (
          <Link to="/auth" className="btn btn-primary">
            Sign In to Create Decks
          </Link>
        )
      }
    />
  ) : (
    <EmptyState
      icon="layers"
      title="No Archetypes Yet"
      message={
        view === 'private'
          ? firstProject
            ? "Your teams' private projects have no archetypes yet."
            : 'You have no private projects yet: create a team and a project first.'
          : firstProject
            ? 'There are no decks you can see yet.'
            : 'There are no decks you can see yet: create a team and a project to add your own.'
      }
      action={
        createButton ?? (
          <>
            <Link to="/teams" className="btn btn-primary">
              Go to My Teams
            </Link>
            {view === 'private' && (
              <Link to="/decks?view=all" className="btn btn-secondary">
                View All Decks
              </Link>
            )}
          </>
        )
      }
    />
  );

  return (
    <>
      <div className="decks-filters card" role="search">
        <label className="decks-search">
          <Icon name="search" size={16} />
          <span className="sr-only">Search decks</span>
          <input className="input" type="search" placeholder="Search decks..." value={filters.search} onChange={(e) => setFilters({ ...filters, search: e.target.value })} />
        </label>
        <label>
          <span className="sr-only">Game</span>
          <select className="select" value={filters.game} onChange={(e) => setFilters({ ...filters, game: e.target.value })}>
            <option value="">All Games</option>
            {games.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Format</span>
          <select className="select" value={filters.format} onChange={(e) => setFilters({ ...filters, format: e.target.value })}>
            <option value="">All Formats</option>
            {formats.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <button type="button" className="btn btn-secondary" onClick={() => setFilters(NO_FILTERS)}>
            Clear Filters
          </button>
        )}
      </div>

      {archetypes.length === 0 ? (
        emptyState
      ) : (
        <div className={`decks-layout${isRefetching ? ' refetching' : ''}`}>
          <aside className="decks-list card" aria-label="Archetypes">
            <h2>Archetypes ({data.archetypes.totalCount})</h2>
            <ul className="archetype-list">
              {archetypes.map((archetype) => (
                <ArchetypeListItem key={archetype.id} archetype={archetype} selected={archetype.id === selected?.variables.id} showProject={view !== 'public'} onSelect={() => select(archetype.id)} />
              ))}
            </ul>
            <LoadMore paging={paging} shown={archetypes.length} total={data.archetypes.totalCount} noun="archetypes" />
          </aside>
          <div className="decks-detail" ref={detail}>
            {selected ? (
              <ArchetypePanel
                queryRef={selected}
                allowChanges={allowChanges}
                onRetry={() => loadArchetype(selected.variables, { fetchPolicy: 'network-only' })}
                onChooseDecklist={(decklistId) => loadArchetype(archetypeQueryVariables(selected.variables.id, decklistId), { fetchPolicy: 'store-and-network' })}
              />
            ) : (
              <EmptyState icon="layers" title="Select an Archetype" message="Choose an archetype from the list to see its decklist." />
            )}
          </div>
        </div>
      )}

      {creating && firstProject && (
        <CreateArchetypeModal
          project={firstProject}
          list={{ connectionId: data.archetypes.__id, edgeType: 'QueryArchetypesConnectionEdge' }}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            toast('Archetype created', 'success');
            select(created.id);
          }}
        />
      )}
    </>
  );
}
