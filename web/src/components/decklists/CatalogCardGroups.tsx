import { graphql, useFragment } from 'react-relay';
import type { CatalogCardGroups_cards$key } from '../../__generated__/CatalogCardGroups_cards.graphql';
import type { GameId } from '../../../../server/domain/games.ts';
import { CardGroups } from './CardGroups.tsx';

/** A list's card lines as the server reads them against the card catalog, grouped for display. */
export function CatalogCardGroups({ cards: key, game }: { cards: CatalogCardGroups_cards$key; game: GameId | null }) {
  const cards = useFragment(
    graphql`
      fragment CatalogCardGroups_cards on CardLine @relay(plural: true) {
        name
        quantity
        type
        section
        cost
        rarity
        set
        number
        typeLine
        imageUrl
        resolved
      }
    `,
    key,
  );
  const lines = cards.map(({ name, quantity, type, section, cost, rarity, set, number, typeLine, imageUrl, resolved }) => ({
    name,
    quantity,
    type,
    section,
    cost,
    rarity,
    set,
    number,
    typeLine,
    imageUrl,
    resolved,
  }));
  return <CardGroups cards={lines} game={game} />;
}
