import { useState } from 'react';
import type { CardLike } from './card-groups.ts';
import { EnergyText, energyNamesIn } from './EnergyText.tsx';

/**
 * A card's name; when the card catalog has its image, the name is a button that shows the image while hovered or
 * focused, and on tap (touch screens have no hover) until tapped again.
 */
export function CardName({ card }: { card: CardLike }) {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  if (!card.imageUrl) {
    return (
      <span className="card-name">
        <EnergyText text={card.name} />
      </span>
    );
  }
  const open = hovered || pinned;
  return (
    <span className="card-name card-name-with-image" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className="link-button card-name-button"
        aria-expanded={open}
        title={card.typeLine ?? undefined}
        onFocus={() => setHovered(true)}
        onBlur={() => {
          setHovered(false);
          setPinned(false);
        }}
        onClick={() => setPinned((was) => !was)}
      >
        <EnergyText text={card.name} />
      </button>
      {open && (
        <span className="card-image-popover" role="tooltip">
          <img src={card.imageUrl} alt={energyNamesIn(card.name)} width={244} height={340} loading="lazy" referrerPolicy="no-referrer" />
        </span>
      )}
    </span>
  );
}
