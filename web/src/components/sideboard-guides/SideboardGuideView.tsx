import { graphql, readInlineData, useFragment } from 'react-relay';
import type { SideboardGuideView_guide$key } from '../../__generated__/SideboardGuideView_guide.graphql';
import type { SideboardGuideView_plans$key } from '../../__generated__/SideboardGuideView_plans.graphql';
import './sideboard-guides.css';

type Card = { readonly name: string; readonly quantity: number };

function CardList({ label, cards }: { label: string; cards: readonly Card[] }) {
  return (
    <div className={`guide-cards guide-${label.toLowerCase()}`}>
      <h4>{label}</h4>
      {cards.length === 0 ? (
        <p className="muted small">Nothing</p>
      ) : (
        <ul>
          {cards.map((card) => (
            <li key={card.name}>
              <span className="guide-quantity">{card.quantity}</span> {card.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A guide's cards in and out: `play` on the play (or for both when `draw` is null), `draw` on the draw when it differs.
 * The guide editor reads them too, to start its form from the saved guide.
 */
export function guidePlansOf(key: SideboardGuideView_plans$key) {
  const guide = readInlineData(
    graphql`
      fragment SideboardGuideView_plans on SideboardGuide @inline {
        in {
          name
          quantity
        }
        out {
          name
          quantity
        }
        onTheDraw {
          in {
            name
            quantity
          }
          out {
            name
            quantity
          }
        }
      }
    `,
    key,
  );
  return { play: { in: guide.in, out: guide.out }, draw: guide.onTheDraw };
}

/**
 * One sideboard guide: in and out (one plan, or on the play and on the draw), its warnings (a guide carried from an
 * earlier version whose cards left the list) and its notes, rendered and sanitised by the server like comments.
 */
export function SideboardGuideView({ guide: key, heading }: { guide: SideboardGuideView_guide$key; heading?: string }) {
  const guide = useFragment(
    graphql`
      fragment SideboardGuideView_guide on SideboardGuide {
        versionNumber
        opponentName
        carriedFromVersion
        ...SideboardGuideView_plans
        notesHtml
        warnings {
          message
        }
      }
    `,
    key,
  );
  const { play, draw } = guidePlansOf(guide);
  const plans = draw
    ? [
        { label: 'On the play', plan: play },
        { label: 'On the draw', plan: draw },
      ]
    : [{ label: null, plan: play }];
  return (
    <article className="sideboard-guide" aria-label={`Sideboard guide against ${guide.opponentName}`}>
      <h3 className="guide-heading">{heading ?? `vs ${guide.opponentName}`}</h3>
      {guide.carriedFromVersion !== null && (
        <p className="muted small guide-carried">
          Written for v{guide.carriedFromVersion}, carried to v{guide.versionNumber}.
        </p>
      )}
      {guide.warnings.length > 0 && (
        <div className="guide-warnings" role="alert">
          <ul>
            {guide.warnings.map((warning) => (
              <li key={warning.message}>⚠ {warning.message}</li>
            ))}
          </ul>
        </div>
      )}
      {plans.map(({ label, plan }) => (
        <div key={label ?? 'both'} className="guide-plan">
          {label && <h4 className="guide-plan-label">{label}</h4>}
          <div className="guide-columns">
            <CardList label="In" cards={plan.in} />
            <CardList label="Out" cards={plan.out} />
          </div>
        </div>
      ))}
      {guide.notesHtml && <div className="guide-notes markdown" dangerouslySetInnerHTML={{ __html: guide.notesHtml }} />}
    </article>
  );
}
