// Archetype short names: at most 5 characters, generated from the name when left empty.
export const SHORT_NAME_MAX = 5;

/**
 * "Mono Red Aggro" → "MRA", "Izzet Phoenix" → "IP", "Burn" → "BURN", "Lugia VSTAR" → "LV".
 * Initials of up to five words; a single word gives its first four letters. Only letters and digits are used.
 */
export function generateShortName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return 'ARCH';
  const short = words.length === 1 ? words[0].slice(0, 4) : words.map((w) => w[0]).join('');
  return short.slice(0, SHORT_NAME_MAX).toUpperCase();
}
