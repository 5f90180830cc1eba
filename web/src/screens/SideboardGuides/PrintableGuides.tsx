import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PrintableGuides_decklist$key } from '../../__generated__/PrintableGuides_decklist.graphql';
import { SideboardGuideView } from '../../components/sideboard-guides/SideboardGuideView.tsx';
import { EmptyState } from '../../components/ui/States.tsx';

/**
 * Every guide of the decklist's current version on one page. The print stylesheet (guides.css, @media print) leaves
 * out the app's header and the buttons and sets the guides in columns, so a normal guide fits one A4 or Letter page.
 */
export function PrintableGuides({ decklist: key }: { decklist: PrintableGuides_decklist$key }) {
  const decklist = useFragment(
    graphql`
      fragment PrintableGuides_decklist on Decklist {
        databaseId
        name
        versionTag
        archetype {
          name
        }
        sideboardGuides {
          id
          ...SideboardGuideView_guide
        }
      }
    `,
    key,
  );
  return (
    <section className="printable-guides" aria-label="Printable sideboard guide">
      <div className="row guides-toolbar no-print">
        <Link to={`/decklists/${decklist.databaseId}/guides`} className="btn btn-secondary">
          Back to the editor
        </Link>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <header className="printable-header">
        <h1>Sideboard guide: {decklist.name}</h1>
        <p className="muted">
          {decklist.archetype.name} · {decklist.versionTag}
        </p>
      </header>
      {decklist.sideboardGuides.length === 0 ? (
        <EmptyState icon="file" title="No Sideboard Guides" message="Write a guide for a matchup in the editor first." />
      ) : (
        <div className="printable-grid">
          {decklist.sideboardGuides.map((guide) => (
            <SideboardGuideView key={guide.id} guide={guide} />
          ))}
        </div>
      )}
    </section>
  );
}
