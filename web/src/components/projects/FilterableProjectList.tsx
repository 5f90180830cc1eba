import { useState, useTransition, type ReactNode } from 'react';
import type { ProjectFilter } from '../../__generated__/PublicProjectListPaginationQuery.graphql';
import type { Paging } from '../ui/LoadMore.tsx';
import { NO_FILTERS, ProjectFilters, type ProjectFilterValues } from './ProjectFilters.tsx';
import { ProjectList } from './ProjectList.tsx';
import { useGameSuggestions } from './useGameSuggestions.ts';

export type FilteredMode = 'public' | 'private' | 'all';

/** The server filter for the chosen values. Unset values are left out (never sent as null). */
export function projectFilterFor(mode: FilteredMode, values: ProjectFilterValues): ProjectFilter {
  const visibility = mode === 'private' ? 'private' : mode === 'all' ? values.visibility : '';
  return {
    ...(visibility ? { visibility } : {}),
    ...(values.game ? { game: values.game } : {}),
    ...(values.format ? { format: values.format } : {}),
    ...(values.tags.length ? { tags: [...values.tags] } : {}),
  };
}

/**
 * A project list with filters. Each change refetches the first page through Relay (the list's own pagination
 * fragment), keeping the current cards on screen until the answer arrives.
 */
export function FilterableProjectList({
  mode,
  totalCount,
  cards,
  paging,
  refetch,
}: {
  mode: FilteredMode;
  totalCount: number;
  cards: readonly ReactNode[];
  paging: Paging;
  refetch: (variables: { filter: ProjectFilter }) => unknown;
}) {
  const [values, setValues] = useState<ProjectFilterValues>(NO_FILTERS);
  const [pending, startTransition] = useTransition();
  const { games, formats } = useGameSuggestions(values.game);

  const change = (next: ProjectFilterValues) => {
    setValues(next);
    startTransition(() => {
      refetch({ filter: projectFilterFor(mode, next) });
    });
  };

  return (
    <ProjectList
      mode={mode}
      headingLevel={1}
      busy={pending}
      totalCount={totalCount}
      cards={cards}
      paging={paging}
      filters={<ProjectFilters values={values} onChange={change} showVisibility={mode === 'all'} games={games} formats={formats} />}
    />
  );
}
