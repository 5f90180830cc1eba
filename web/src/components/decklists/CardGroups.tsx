import type { GameId } from '../../../../server/domain/games.ts';
import { groupCardsByType, isIdOnly, type CardLike } from './card-groups.ts';
import { CardName } from './CardName.tsx';

/**
 * Cards grouped by type in the game's order, sorted by name, each with its cost, rarity and set as badges (those the
 * list knows), its image on hover or tap when the card catalog has one, and a mark on cards the catalog does not know.
 * `badges` narrows which badges show (the Edit Decklist panel shows cost and rarity only).
 */
export function CardGroups({
  cards,
  game = null,
  badges = ['cost', 'rarity', 'set'],
}: {
  cards: readonly CardLike[];
  game?: GameId | null;
  badges?: readonly ('cost' | 'rarity' | 'set')[];
}) {
  const groups = groupCardsByType(cards, game);
  if (groups.length === 0) return <p className="muted small">No cards.</p>;
  const idOnly = cards.filter(isIdOnly).length;
  return (
    <div className="card-groups">
      {idOnly > 0 && (
        <p className="id-only-note small" role="note">
          {idOnly === cards.length ? 'Only the card ids are known for this list' : `${idOnly} of these cards ${idOnly === 1 ? 'is known only by its id' : 'are known only by their ids'}`}: the export
          named them by passcode or card id, not by name. A site admin can load the game's card catalog, or import a list that names its cards, to see the names.
        </p>
      )}
      {groups.map((group) => (
        <section key={group.type} className="card-group" aria-label={`${group.type} (${group.total})`}>
          <h4>
            {group.type} <span className="muted">({group.total})</span>
          </h4>
          <ul>
            {group.cards.map((card, index) => (
              <li key={`${card.name}-${index}`} className={card.resolved === false ? 'card-unresolved' : undefined}>
                <span className="card-qty">{card.quantity}</span>
                <CardName card={card} />
                <span className="card-badges">
                  {isIdOnly(card) ? (
                    <span className="card-badge card-badge-unresolved" title="The export gave this card's id, not its name">
                      id only
                    </span>
                  ) : (
                    card.resolved === false && (
                      <span className="card-badge card-badge-unresolved" title="Not found in the card catalog">
                        unknown card
                      </span>
                    )
                  )}
                  {badges.includes('cost') && card.cost && <span className="card-badge card-badge-cost" title="Cost">{card.cost}</span>}
                  {badges.includes('rarity') && card.rarity && <span className="card-badge card-badge-rarity" title="Rarity">{card.rarity}</span>}
                  {badges.includes('set') && card.set && !isIdOnly(card) && (
                    <span className="card-badge card-badge-set" title="Set">
                      {card.set}
                      {card.number ? ` ${card.number}` : ''}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Totals per card type as small counters ('Creature 12', 'Land 20', …). */
export function TypeCounts({ cards, game = null }: { cards: readonly CardLike[]; game?: GameId | null }) {
  return (
    <div className="type-counts" aria-label="Cards per type">
      {groupCardsByType(cards, game).map((group) => (
        <span key={group.type} className="type-count">
          <span className="type-count-name">{group.type}</span> <strong>{group.total}</strong>
        </span>
      ))}
    </div>
  );
}
