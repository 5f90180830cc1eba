// What a Pokémon TCG Live battle log says, in each client language Sideboard reads. Every sentence here was seen in a
// real log (the public PTCGL samples of tests/unit/imports/ptcgl.test.ts) or in the English client's
// mulligan lines quoted by the battle-log tools; a sentence that no language here knows is left alone, never guessed.
// Patterns are regular-expression sources in which {P} stands for one of the game's two player names (escaped and
// filled in once the names are known), {C} for a card name and {N} for a number.

export type PtcglLanguage = 'en' | 'de' | 'es' | 'it' | 'pt-BR';

export interface Phrasebook {
  language: PtcglLanguage;
  /** The first line of the log. */
  setup: string;
  /** A player draws their opening hand: the two players' names come from these lines. */
  openingHand: string;
  /** A player decides to go first or second; `firstWords` says which. */
  decided: string;
  firstWords: RegExp;
  /** A turn's header without the older client's "Turn # 3 - " prefix. */
  turnHeader: string;
  /** The last sentence of the log. */
  wins: string;
  /** The sentence before it, by how the game ended. */
  endings: { concession?: string[]; prizes?: string[]; noPokemon?: string[] };
  /** A card the player put into play or played ({C}); a Pokémon evolving names its new form as {C}. */
  cardPlays: string[];
  /** A sentence whose next line lists the cards the player put onto the Bench. */
  benchList: string[];
  /** The player's mulligans: {N} of them, or one when the sentence has no {N}. Null when no sentence is known. */
  mulligans: string[] | null;
  /** The opponent's extra cards for those mulligans (no information of its own). */
  mulliganBonus: string[];
}

const SPOT_EN = '(?:the Active Spot|the Bench)';
const SPOT_DE = '(?:in die Aktive Position|auf die Bank)';
const ZONE_DE = '(?:auf der Bank|in der Aktiven Position)';
const SPOT_ES = '(?:el Puesto Activo|la Banca)';
const SPOT_IT = '(?:in posizione attiva|in panchina)';
const SPOT_PT = '(?:no Campo Ativo|no Banco)';

export const PHRASEBOOKS: readonly Phrasebook[] = [
  {
    language: 'en',
    setup: 'Setup',
    openingHand: '{P} drew 7 cards for the opening hand\\.',
    decided: '{P} decided to go (?:first|second)\\.',
    firstWords: /\bfirst\b/,
    turnHeader: "{P}'s Turn",
    wins: '{P} wins\\.',
    endings: { concession: ['Opponent conceded\\.', '{P} conceded\\.'], prizes: ['All Prize cards taken\\.'], noPokemon: ['Knocked Out with no Benched Pokémon\\.'] },
    cardPlays: [
      `{P} played {C} to ${SPOT_EN}\\.`,
      '{P} played {C} to the Stadium spot\\.',
      '{P} played {C}\\.',
      '{P} drew {C} and played it to the Bench\\.',
      `{P} evolved .+? to {C} (?:in the Active Spot|on the Bench)\\.`,
      `{P} attached {C} to .+? (?:in the Active Spot|on the Bench)\\.`,
    ],
    benchList: ['{P} drew \\d+ cards and played them to the Bench\\.'],
    mulligans: ['{P} took a mulligan\\.', '{P} took {N} mulligans\\.'],
    mulliganBonus: ['{P} drew \\d+ more cards? because .+ took at least \\d+ mulligans?\\.', 'Cards revealed from Mulligan \\d+\\.?'],
  },
  {
    language: 'de',
    setup: 'Vorbereitung',
    openingHand: '{P} hat für die Starthand 7 Karten gezogen\\.',
    decided: '{P} möchte als (?:Erster|Zweiter) dran sein\\.',
    firstWords: /\bErster\b/,
    turnHeader: 'Zug von {P}',
    wins: '{P} hat gewonnen\\.',
    endings: { prizes: ['Alle Preiskarten genommen\\.'] },
    cardPlays: [
      '{P} hat {C} gezogen und auf die Bank gelegt\\.',
      `{P} hat {C} ${SPOT_DE} gelegt\\.`,
      '{P} hat {C} auf das Stadion-Feld gespielt\\.',
      '{P} hat {C} gespielt\\.',
      `{P} hat .+? ${ZONE_DE} zu {C} entwickelt\\.`,
      `{P} hat {C} an .+? ${ZONE_DE} angelegt\\.`,
    ],
    benchList: [],
    mulligans: null,
    mulliganBonus: [],
  },
  {
    language: 'es',
    setup: 'Preparación',
    openingHand: '{P} robó 7 cartas de la mano inicial\\.',
    decided: '{P} decidió empezar en (?:primer|segundo) lugar\\.',
    firstWords: /\bprimer\b/,
    turnHeader: 'Turno de {P}',
    wins: '{P} ganó\\.',
    endings: { prizes: ['Todas las cartas de Premio tomadas\\.'] },
    cardPlays: [
      `{P} puso en juego a {C} en ${SPOT_ES}\\.`,
      '{P} puso en juego la carta de Estadio {C}\\.',
      '{P} jugó {C}\\.',
      '{P} robó {C} y lo puso en juego en la Banca\\.',
      `{P} unió {C} al? .+? en ${SPOT_ES}\\.`,
    ],
    benchList: ['{P} robó \\d+ cartas y las puso en juego en la Banca\\.'],
    mulligans: null,
    mulliganBonus: [],
  },
  {
    language: 'it',
    setup: 'Allestimento',
    openingHand: "{P} ha pescato 7 carte come mano d'apertura\\.",
    decided: '{P} ha deciso di andare per (?:primo|secondo)\\.',
    firstWords: /\bprimo\b/,
    turnHeader: 'Turno di {P}',
    wins: '{P} ha vinto\\.',
    endings: { concession: ["Hai concesso la vittoria all'avversario\\."] },
    cardPlays: [
      `{P} ha giocato {C} ${SPOT_IT}\\.`,
      '{P} ha giocato {C} nello spazio delle carte Stadio\\.',
      '{P} ha giocato {C}\\.',
      '{P} ha pescato e giocato {C} in panchina\\.',
      `{P} ha fatto evolvere .+? ${SPOT_IT} in {C}\\.`,
      `{P} ha assegnato {C} a .+? ${SPOT_IT}\\.`,
    ],
    benchList: [],
    mulligans: null,
    mulliganBonus: [],
  },
  {
    language: 'pt-BR',
    setup: 'Preparação',
    openingHand: '{P} comprou 7 cartas para a mão inicial\\.',
    decided: '{P} decidiu ser o (?:primeiro|segundo) a jogar\\.',
    firstWords: /\bprimeiro\b/,
    turnHeader: 'Turno de {P}',
    wins: '{P} venceu\\.',
    endings: { concession: ['O oponente se rendeu\\.'] },
    cardPlays: [
      `{P} jogou {C} ${SPOT_PT}\\.`,
      '{P} jogou {C}\\.',
      `{P} evoluiu .+? para {C} ${SPOT_PT}\\.`,
      `{P} ligou {C} a .+? ${SPOT_PT}\\.`,
    ],
    benchList: ['{P} comprou \\d+ cartas e as jogou no Banco\\.'],
    mulligans: ['{P} comprou uma nova mão\\.'],
    mulliganBonus: ['{P} comprou mais \\d+ cartas? porque .+ comprou pelo menos \\d+ novas? mãos?\\.', 'Cartas reveladas de compras de nova mão inicial: \\d+\\.'],
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A phrase as a regular expression for one line (a sub-line's "- " allowed in front): {P} captures the player as
 * `player`, {C} the card as `card`, {N} a number as `count`. With no names, {P} matches any name.
 */
export function phrase(source: string, players: readonly string[] = []): RegExp {
  const names = players.length ? players.map(escapeRegExp).sort((a, b) => b.length - a.length).join('|') : '.+?';
  const filled = source.replace('{P}', `(?<player>${names})`).replace('{C}', '(?<card>.+?)').replace('{N}', '(?<count>\\d+)');
  return new RegExp(`^(?:- )?${filled}$`, 'u');
}
