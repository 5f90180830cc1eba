/** What a Relay pagination fragment says about the pages after the loaded ones. */
export interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/**
 * Lists load this many items per page unless they say otherwise: four full rows of cards at desktop width. The list
 * fragments' `count` defaults say the same (GraphQL cannot reference this constant).
 */
export const PAGE_SIZE = 24;

/** "Showing 24 of 57" and a Load more button while pages remain; nothing once everything is shown. */
export function LoadMore({ paging, shown, total, noun, pageSize = PAGE_SIZE }: { paging: Paging; shown: number; total: number; noun: string; pageSize?: number }) {
  if (!paging.hasNext) return null;
  return (
    <div className="list-load-more">
      <span className="muted small">
        Showing {shown} of {total} {noun}
      </span>
      <button type="button" className="btn btn-secondary" disabled={paging.isLoadingNext} onClick={() => paging.loadNext(pageSize)}>
        {paging.isLoadingNext ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

/**
 * For a choice list that offers one page of a longer list (a select cannot page): "Showing 100 of 140 archetypes",
 * so that nothing is left out silently. Nothing when the whole list is there.
 */
export function ShowingOf({ shown, total, noun }: { shown: number; total: number; noun: string }) {
  if (shown >= total) return null;
  return (
    <span className="hint">
      Showing {shown} of {total} {noun}
    </span>
  );
}
