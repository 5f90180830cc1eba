// POST /decklists/import: the same request previews (parse only, nothing stored) or imports (a new decklist whose
// version 1 holds the parsed cards, the submitted text kept as raw_import_text). Only members of the archetype's team
// may do either: the preview is the first step of an import into that archetype.
import type { RequestContext } from '../../context.ts';
import type { EnrichedDeck } from '../../domain/cards/enrichment.ts';
import { detectGame, parseDeckText, type ParsedDeck } from '../../domain/deck-import/index.ts';
import { ValidationError } from '../../domain/errors.ts';
import { asGameId, GAMES, type GameId } from '../../domain/games.ts';
import { DECKLIST_NAME_MAX, importDecklistSchema, type ImportDecklistInput } from '../../domain/validation/decklists.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { enrichDecks } from '../cards/enrich-cards.ts';
import { archetypeForMember } from '../archetypes/archetype-permissions.ts';
import { announceContentChange } from '../projects/project-events.ts';
import type { DecklistView } from './decklist-queries.ts';
import { writeVersion } from './version-data.ts';

/**
 * The preview: the parsed cards read against the card catalog (with the curve and the legality warnings of the
 * archetype's format), their totals, the lines that matched nothing, the lines merged, and what the text was.
 */
export interface ImportPreview {
  deck: EnrichedDeck;
  stats: ParsedDeck['stats'];
  unmatched: ParsedDeck['unmatched'];
  merged: ParsedDeck['merged'];
  game: ParsedDeck['game'];
  format_name: string;
  metadata: ParsedDeck['metadata'];
  /** Why the list is not of the archetype's game (which an import refuses); null when it is, or cannot be told. */
  game_warning: string | null;
}

/**
 * Which game to read the text as: the caller's choice; else whatever the text shows; else the archetype's game, so
 * that a plain "4 Lightning Bolt" list in a Magic archetype is read as Magic (with its sections) rather than generically.
 */
function gameHint(requested: string | null | undefined, archetypeGame: string, text: string): GameId | undefined {
  const chosen = asGameId(requested);
  if (chosen) return chosen;
  return detectGame(text).game ? undefined : asGameId(archetypeGame);
}

/**
 * Why a list clearly belongs to another game than its archetype's, or null: the caller named another game, or the
 * text is an export only another game writes (a Pokémon TCG Live list, a YDK file, an Arena export…). A plain list of
 * counted names proves nothing and is read as the archetype's game; an archetype of a game outside the catalogue is
 * not checked.
 */
function otherGame(archetype: { name: string; game: string; format: string | null }, requested: string | null | undefined, text: string): string | null {
  const own = asGameId(archetype.game);
  const detected = detectGame(text);
  const named = asGameId(requested) ?? detected.game;
  if (!own || !named || named === own) return null;
  const what = detected.game === named ? `a ${detected.format_name} list (${GAMES[named].name})` : `a ${GAMES[named].name} list`;
  const where = `${GAMES[own].name}${archetype.format ? `, ${archetype.format}` : ''}`;
  return `This is ${what}, but the archetype ${archetype.name} is ${where}: import it into an archetype of ${GAMES[named].name}`;
}

async function parseRequest(ctx: RequestContext, rawInput: ImportDecklistInput) {
  const input = parseInput(importDecklistSchema, rawInput);
  const archetype = await archetypeForMember(ctx, input.archetypeId);
  const format = archetype.format ?? archetype.project.format;
  const gameWarning = otherGame({ name: archetype.name, game: archetype.game, format }, input.game, input.rawText);
  const parsed = parseDeckText(input.rawText, gameHint(input.game, archetype.game, input.rawText));
  return { input, archetype, parsed, format, gameWarning };
}

export async function previewDecklistImport(ctx: RequestContext, rawInput: ImportDecklistInput): Promise<ImportPreview> {
  const { parsed, archetype, format, gameWarning } = await parseRequest(ctx, rawInput);
  const [deck] = await enrichDecks(ctx.db, parsed.game ?? archetype.game, format, [parsed.cards]);
  return {
    deck,
    stats: parsed.stats,
    unmatched: parsed.unmatched,
    merged: parsed.merged,
    game: parsed.game,
    format_name: parsed.format_name,
    metadata: parsed.metadata,
    game_warning: gameWarning,
  };
}

/**
 * Stores the parsed cards as version 1 of a new decklist, in one transaction; a list of another game than the
 * archetype's is refused (the preview says why). Lines that matched nothing are returned so that the caller can still
 * show them.
 */
export async function importDecklist(ctx: RequestContext, rawInput: ImportDecklistInput): Promise<DecklistView & { unmatched: ParsedDeck['unmatched'] }> {
  const { input, archetype, parsed, gameWarning } = await parseRequest(ctx, rawInput);
  if (gameWarning) throw new ValidationError(gameWarning, [{ field: 'raw_text', message: gameWarning }]);
  const userId = ctx.viewer.user!.id;
  const name = (input.name ?? parsed.metadata.name ?? archetype.name).slice(0, DECKLIST_NAME_MAX);
  const summary = `Imported from ${parsed.format_name} text`;
  const imported = await ctx.db.$transaction(async (tx) => {
    const decklist = await tx.decklist.create({ data: { archetypeId: archetype.id, name, rawImportText: input.rawText, createdById: userId } });
    const version = await writeVersion(tx, decklist.id, { number: 1, createdById: userId, notes: input.notes, changeSummary: summary }, parsed.cards);
    return { decklist, version, unmatched: parsed.unmatched };
  });
  announceContentChange(ctx, archetype.projectId, 'decklists');
  return imported;
}
