// How names, set codes and collector numbers are compared between a decklist and the card catalog. Sites spell the
// same card differently ("Æther Vial" / "Aether Vial", "Lim-Dûl's Vault" / "Lim-Dul's Vault", curly or straight
// apostrophes, "Fire // Ice" / "Fire/Ice", "Elsa – Snow Queen" / "Elsa - Snow Queen"); these keys make them equal.

const LIGATURES: Readonly<Record<string, string>> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/** The normalised name a catalog card is matched and searched by. */
export function catalogNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœßøđł]/g, (letter) => LIGATURES[letter])
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/\s*\/\/?\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Set codes compare without case: Arena writes "MH2", Scryfall "mh2". */
export function setKey(set: string): string {
  return set.trim().toUpperCase();
}

/**
 * Collector numbers compare without case and leading zeros ("007" and "7", "tg12" and "TG12"). A number written
 * with its set in front, as One Piece ids are ("OP01-016" in set OP01), is read without it.
 */
export function numberKey(number: string, set?: string | null): string {
  let key = number.trim().toUpperCase();
  const prefix = set ? `${setKey(set)}-` : null;
  if (prefix && key.startsWith(prefix)) key = key.slice(prefix.length);
  return key.replace(/^0+(?=[0-9A-Z])/, '');
}
