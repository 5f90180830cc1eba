// Turns pasted deck text into card lines for the Import Decklist preview and import, and reads the Edit Decklist
// card editor. Pure: no I/O, so the same code can run in the API and in tests.
import { ValidationError, type FieldProblem } from '../errors.ts';
import { GAMES, type GameId } from '../games.ts';
import { detectFormat, type Detection, type FormatName } from './detect.ts';
import { parseFab } from './fab.ts';
import { parseGeneric } from './generic.ts';
import { CARD_LINES_MAX, MAX_DECK_TEXT_LENGTH, TOO_MANY_CARD_LINES, problemsOf } from './limits.ts';
import { toSourceLines, type SourceLine } from './lines.ts';
import { parseLorcana } from './lorcana.ts';
import { parseMtg } from './mtg.ts';
import { parseMtgoDek } from './mtgo-dek.ts';
import { parseOnePiece } from './onepiece.ts';
import { parsePokemon } from './pokemon.ts';
import { deckStats } from './stats.ts';
import type { FormatResult, ParsedDeck } from './types.ts';
import { parseYugioh } from './yugioh.ts';

export type { CardLine, DeckStats, ParsedDeck, UnmatchedLine } from './types.ts';
export { detectGame, type Detection, type FormatName } from './detect.ts';
export { parseCardEditorText } from './card-editor.ts';
export { MAX_QUANTITY } from './lines.ts';
export { CARD_LINES_MAX, deckStats, MAX_DECK_TEXT_LENGTH, TOO_MANY_CARD_LINES };

const FIELD = 'raw_text';

const PARSERS: Record<FormatName, (lines: readonly SourceLine[]) => FormatResult> = {
  'MTG Arena': parseMtg,
  MTGO: parseMtg,
  'MTGO .dek': parseMtgoDek,
  'Pokémon TCG Live': parsePokemon,
  YDK: parseYugioh,
  YDKE: parseYugioh,
  Lorcana: parseLorcana,
  'One Piece': parseOnePiece,
  Fabrary: parseFab,
  Generic: parseGeneric,
};

/** The format to read a game's text in when the text itself does not show which export it is. */
const DEFAULT_FORMAT: Partial<Record<GameId, FormatName>> = {
  mtg: 'MTGO',
  pokemon: 'Pokémon TCG Live',
  yugioh: 'YDK',
  lorcana: 'Lorcana',
  onepiece: 'One Piece',
  fab: 'Fabrary',
};

function fail(message: string, more: FieldProblem[] = []): never {
  throw new ValidationError(message, [{ field: FIELD, message }, ...more]);
}

/** The caller's game wins over detection; detection still picks between that game's formats (Arena or MTGO). */
function chooseFormat(lines: readonly SourceLine[], game: GameId | undefined): Detection {
  const detected = detectFormat(lines);
  if (!game || detected.game === game) return detected;
  return { game, format_name: DEFAULT_FORMAT[game] ?? 'Generic' };
}

/**
 * Parses pasted deck text. Without `game` the game and format are detected; with it, that game's format is used.
 * Text a format parser finds no card in is read again by the generic parser before giving up, so a list that merely
 * does not look like its game's usual export still imports.
 */
export function parseDeckText(text: string, game?: GameId): ParsedDeck {
  if (typeof text !== 'string' || text.trim() === '') fail('Deck text is required');
  if (text.length > MAX_DECK_TEXT_LENGTH) fail('Deck text is too long (max 100,000 characters)');
  const knownGame = game !== undefined && Object.hasOwn(GAMES, game) ? game : undefined;

  const lines = toSourceLines(text);
  let format = chooseFormat(lines, knownGame);
  let result = PARSERS[format.format_name](lines);
  if (result.cards.length === 0 && format.format_name !== 'Generic') {
    const generic = parseGeneric(lines);
    if (generic.cards.length > 0) {
      format = { game: knownGame ?? null, format_name: 'Generic' };
      result = generic;
    }
  }
  if (result.cards.length === 0) fail('No cards found in the deck text', problemsOf(FIELD, result.unmatched));
  if (result.cards.length > CARD_LINES_MAX) fail(`${TOO_MANY_CARD_LINES} (this text has ${result.cards.length})`);

  return { game: format.game, format_name: format.format_name, ...result, stats: deckStats(result.cards) };
}
