import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import type { SideboardGuidesScreenQuery } from '../../__generated__/SideboardGuidesScreenQuery.graphql';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator.tsx';
import { QueryErrorBoundary } from '../../components/ui/QueryErrorBoundary.tsx';
import { ErrorState } from '../../components/ui/States.tsx';
import { GuideEditor } from './GuideEditor.tsx';
import { PrintableGuides } from './PrintableGuides.tsx';
import './guides.css';

export const GuidesQuery = graphql`
  query SideboardGuidesScreenQuery($decklistId: ID!) {
    decklist(id: $decklistId) {
      ...GuideEditor_decklist
      ...PrintableGuides_decklist
    }
  }
`;

/** A decklist's sideboard guides: the editor, or (mode "print") all of them on one page for printing. */
export function SideboardGuidesScreen({ mode }: { mode: 'edit' | 'print' }) {
  const queryRef = useLoaderData() as PreloadedQuery<SideboardGuidesScreenQuery>;
  const { revalidate } = useRevalidator();
  const failed = (
    <ErrorState
      title="Error Loading Sideboard Guides"
      message="The decklist may have been deleted, or it belongs to a private project."
      actions={
        <>
          <Link to="/" className="btn btn-secondary">
            Go Home
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => revalidate()}>
            Retry
          </button>
        </>
      }
    />
  );
  return (
    <div className={`container guides-page guides-${mode}`}>
      <QueryErrorBoundary resetKey={queryRef} fallback={() => failed}>
        <Suspense fallback={<LoadingIndicator message="Loading sideboard guides..." />}>
          <GuidesContent queryRef={queryRef} mode={mode} notFound={failed} />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}

function GuidesContent({ queryRef, mode, notFound }: { queryRef: PreloadedQuery<SideboardGuidesScreenQuery>; mode: 'edit' | 'print'; notFound: React.ReactNode }) {
  const { decklist } = usePreloadedQuery<SideboardGuidesScreenQuery>(GuidesQuery, queryRef);
  if (!decklist) return <>{notFound}</>;
  return mode === 'print' ? <PrintableGuides decklist={decklist} /> : <GuideEditor decklist={decklist} />;
}
