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
  // Offline (or the source's site down) the image does not load: a sentence in a box of the card's size says so,
  // instead of the browser's alt text squeezed into an empty image frame.
  const [failed, setFailed] = useState(false);
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
          {failed ? (
            <span className="card-image-missing">
              <strong>{energyNamesIn(card.name)}</strong>
              <span>The card image could not be loaded (no connection, or its site is down).</span>
            </span>
          ) : (
            <img src={card.imageUrl} alt={energyNamesIn(card.name)} width={244} height={340} loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
          )}
        </span>
      )}
    </span>
  );
}
