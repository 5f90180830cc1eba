// A decklist's history: any two versions compared, its evolution, and the timeline of consecutive diffs. The
// arithmetic lives in domain/decklist-diff.ts; this loads the versions the viewer may read and hands them over.
import type { RequestContext } from '../../context.ts';
import { deckGroupOf } from '../../domain/cards/card-types.ts';
import { compareVersions, deckEvolution, type DeckEvolution, type DeckVersion, type TimelineEntry, type VersionComparison } from '../../domain/decklist-diff.ts';
import { NotFoundError } from '../../domain/errors.ts';
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
async function loadVersions(ctx: RequestContext, decklistId: string, numbers?: number[]): Promise<{ game: GameId | null; versions: (DeckVersion & { number: number })[] }> {
  const decklist = await readableDecklist(ctx, decklistId);
  const versions: VersionWithCards[] = await ctx.db.decklistVersion.findMany({
    where: { decklistId: decklist.id, ...(numbers ? { number: { in: numbers } } : {}) },
    orderBy: { number: 'asc' },
    include: CARDS_IN_ORDER,
  });
  const decks = await enrichVersions(ctx, versions);
  return {
    game: asGameId(decklist.archetype.game) ?? null,
    versions: versions.map((version, i) => ({
      number: version.number,
      version_tag: versionTag(version.number),
      created_at: version.createdAt,
      cards: decks[i].cards.map((card) => ({ ...card, type: deckGroupOf(card) })),
    })),
  };
}

/** GET /decklists/{id}/compare: from_version and to_version by number (2) or tag ('v2'). */
export async function compareDecklistVersions(ctx: RequestContext, decklistId: string, query: CompareQuery): Promise<VersionComparison> {
  const { fromVersion, toVersion } = parseInput(compareQuerySchema, query);
  const { game, versions } = await loadVersions(ctx, decklistId, [fromVersion, toVersion]);
  const pick = (number: number) => {
    const version = versions.find((v) => v.number === number);
    if (!version) throw new NotFoundError(`Version ${versionTag(number)} not found`);
    return version;
  };
  return compareVersions(pick(fromVersion), pick(toVersion), game);
}

/** GET /decklists/{id}/evolution */
export async function decklistEvolution(ctx: RequestContext, decklistId: string): Promise<DeckEvolution> {
  const { game, versions } = await loadVersions(ctx, decklistId);
  return deckEvolution(versions, game);
}

/** GET /decklists/{id}/diffs: what changed from each version to the next, oldest first. */
export async function decklistDiffs(ctx: RequestContext, decklistId: string): Promise<TimelineEntry[]> {
  return (await decklistEvolution(ctx, decklistId)).timeline;
}
