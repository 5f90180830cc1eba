// Pokémon exports write energy types as symbols in card names ("Basic {R} Energy"). Players read them as types, so
// each symbol is shown as a small badge in the type's colour, with the type's name as its text ("Fire"): a screen
// reader says the type, and the letter code never reaches the reader.
import { Fragment } from 'react';

/** Pokémon TCG energy symbols and the types they stand for. */
export const ENERGY_TYPES: Readonly<Record<string, string>> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
  N: 'Dragon',
  C: 'Colorless',
};

const SYMBOL = /\{([GRWLPFDMYNC])\}/g;

/** A name as it reads aloud and in plain text: "Basic {R} Energy" → "Basic Fire Energy". */
export function energyNamesIn(text: string): string {
  return text.replace(SYMBOL, (_, letter: string) => ENERGY_TYPES[letter]);
}

/** Text with each energy symbol shown as its type's badge. */
export function EnergyText({ text }: { text: string }) {
  const parts = text.split(SYMBOL);
  if (parts.length === 1) return <>{text}</>;
  // split() with a capturing group alternates text and the captured letters: odd indexes are symbols.
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={`energy-badge energy-${ENERGY_TYPES[part].toLowerCase()}`} title={`${ENERGY_TYPES[part]} energy symbol`}>
            {ENERGY_TYPES[part]}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
