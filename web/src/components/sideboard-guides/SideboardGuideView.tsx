import { graphql, useFragment } from 'react-relay';
import type { SideboardGuideView_guide$key } from '../../__generated__/SideboardGuideView_guide.graphql';
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
        notesHtml
        warnings {
          message
        }
      }
    `,
    key,
  );
  const plans = guide.onTheDraw
    ? [
        { label: 'On the play', plan: guide },
        { label: 'On the draw', plan: guide.onTheDraw },
      ]
    : [{ label: null, plan: guide }];
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
