import './projects.css';

/** What a Relay pagination fragment says about the pages after the loaded ones. */
export interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/**
 * Lists load this many items per page: four full rows of cards at desktop width. The list fragments' `count`
 * defaults say 24 too (GraphQL cannot reference this constant).
 */
export const PAGE_SIZE = 24;

/** "Showing 24 of 57" and a Load more button while pages remain; nothing once everything is shown. */
export function LoadMore({ paging, shown, total, noun }: { paging: Paging; shown: number; total: number; noun: string }) {
  if (!paging.hasNext) return null;
  return (
    <div className="list-load-more">
      <span className="muted small">
        Showing {shown} of {total} {noun}
      </span>
      <button type="button" className="btn btn-secondary" disabled={paging.isLoadingNext} onClick={() => paging.loadNext(PAGE_SIZE)}>
        {paging.isLoadingNext ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
