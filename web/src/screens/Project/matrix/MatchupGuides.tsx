import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MatchupGuides_archetype$key } from '../../../__generated__/MatchupGuides_archetype.graphql';
import { SideboardGuideView } from '../../../components/sideboard-guides/SideboardGuideView.tsx';

/** In a matrix cell: the sideboard guides of the row archetype's decklists (current versions) against the column's. */
export function MatchupGuides({ archetype: key }: { archetype: MatchupGuides_archetype$key }) {
  const archetype = useFragment(
    graphql`
      fragment MatchupGuides_archetype on Archetype @argumentDefinitions(opponentArchetypeId: { type: "ID!" }) {
        name
        decklists(first: 5) {
          edges {
            node {
              id
              databaseId
              name
              versionTag
              sideboardGuide(opponentArchetypeId: $opponentArchetypeId) {
                databaseId
                ...SideboardGuideView_guide
              }
            }
          }
        }
      }
    `,
    key,
  );
  const decklists = archetype.decklists.edges.map((e) => e.node);
  const guided = decklists.filter((d) => d.sideboardGuide.databaseId !== null);
  return (
    <section className="matchup-guides" aria-label="Sideboard guide">
      <h3>Sideboard guide</h3>
      {guided.length === 0 ? (
        <p className="muted small">
          No sideboard guide for this matchup yet.{' '}
          {decklists[0] && <Link to={`/decklists/${decklists[0].databaseId}/guides`}>Write one for {decklists[0].name}</Link>}
        </p>
      ) : (
        guided.map((d) => (
          <div key={d.id}>
            <SideboardGuideView guide={d.sideboardGuide} heading={`${d.name} ${d.versionTag}`} />
            <Link className="small" to={`/decklists/${d.databaseId}/guides`}>
              Edit guides of {d.name}
            </Link>
          </div>
        ))
      )}
    </section>
  );
}
