// A decklist's history: any two versions compared, its evolution, and the timeline of consecutive diffs. The
// arithmetic lives in domain/decklist-diff.ts; this loads the versions the viewer may read and hands them over.
import type { RequestContext } from '../../context.ts';
import { deckGroupOf } from '../../domain/cards/card-types.ts';
import { compareVersions, deckEvolution, type DeckEvolution, type DeckVersion, type TimelineEntry, type VersionComparison } from '../../domain/decklist-diff.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { asGameId, type GameId } from '../../domain/games.ts';
import { compareQuerySchema, type CompareQuery } from '../../domain/validation/decklists.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { enrichVersions } from './decklist-catalog.ts';
import { CARDS_IN_ORDER, readableDecklist, type VersionWithCards } from './decklist-queries.ts';
import { versionTag } from './version-tags.ts';

/**
 * The versions to compare, their cards typed as the decklist viewer groups them: by the game's type where the card
 * catalog knows the card, side sections (Sideboard, Commander, …) apart.
 */
async function loadVersions(ctx: RequestContext, decklistId: string, numbers?: number[]): Promise<{ game: GameId | null; name: string; versions: (DeckVersion & { number: number })[] }> {
  const decklist = await readableDecklist(ctx, decklistId);
  const versions: VersionWithCards[] = await ctx.db.decklistVersion.findMany({
    where: { decklistId: decklist.id, ...(numbers ? { number: { in: numbers } } : {}) },
    orderBy: { number: 'asc' },
    include: CARDS_IN_ORDER,
  });
  const decks = await enrichVersions(ctx, versions);
  return {
    game: asGameId(decklist.archetype.game) ?? null,
    name: decklist.name,
    versions: versions.map((version, i) => ({
      number: version.number,
      version_tag: versionTag(version.number),
      created_at: version.createdAt,
      cards: decks[i].cards.map((card) => ({ ...card, type: deckGroupOf(card) })),
    })),
  };
}

function pick<V extends { number: number }>(versions: readonly V[], number: number): V {
  const version = versions.find((v) => v.number === number);
  if (!version) throw new NotFoundError(`Version ${versionTag(number)} not found`);
  return version;
}

/** A comparison with the decklists its two versions belong to (the same one when versions of one are compared). */
export type DecklistComparison = VersionComparison & { from_decklist_id: string; from_decklist_name: string; to_decklist_id: string; to_decklist_name: string };

/**
 * GET /decklists/{id}/compare: from_version and to_version by number (2) or tag ('v2'); with to_decklist_id, the
 * to_version of that decklist (which the viewer must be able to read, of the same game).
 */
export async function compareDecklistVersions(ctx: RequestContext, decklistId: string, query: CompareQuery): Promise<DecklistComparison> {
  const { fromVersion, toVersion, toDecklistId } = parseInput(compareQuerySchema, query);
  const otherId = toDecklistId ?? decklistId;
  // Versions of one decklist load together; of two, each from its own decklist (each read as the viewer may).
  const [from, to] =
    otherId === decklistId
      ? await loadVersions(ctx, decklistId, [fromVersion, toVersion]).then((both) => [both, both])
      : await Promise.all([loadVersions(ctx, decklistId, [fromVersion]), loadVersions(ctx, otherId, [toVersion])]);
  if (from.game !== to.game) throw new ValidationError(DIFFERENT_GAMES, [{ field: 'toDecklistId', message: DIFFERENT_GAMES }]);
  const decklists = { from_decklist_id: decklistId, from_decklist_name: from.name, to_decklist_id: otherId, to_decklist_name: to.name };
  return { ...compareVersions(pick(from.versions, fromVersion), pick(to.versions, toVersion), from.game), ...decklists };
}

const DIFFERENT_GAMES = 'Decklists of different games cannot be compared';

/** GET /decklists/{id}/evolution */
export async function decklistEvolution(ctx: RequestContext, decklistId: string): Promise<DeckEvolution> {
  const { game, versions } = await loadVersions(ctx, decklistId);
  return deckEvolution(versions, game);
}

/** GET /decklists/{id}/diffs: what changed from each version to the next, oldest first. */
export async function decklistDiffs(ctx: RequestContext, decklistId: string): Promise<TimelineEntry[]> {
  return (await decklistEvolution(ctx, decklistId)).timeline;
}
