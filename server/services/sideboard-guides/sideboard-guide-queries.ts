// Reading sideboard guides: one decklist version's guide against one opponent archetype, or all its guides, each
// with the warnings of its cards against the version (domain/sideboard-guide.ts). Readers of the decklist read its
// guides; the opponent must be an archetype of the decklist's project.
import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { guideWarnings, type GuideWarning } from '../../domain/sideboard-guide.ts';
import { requireId } from '../../domain/validation/ids.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { sideboardGuideQuerySchema, type GuideCard, type SideboardGuideQuery } from '../../domain/validation/sideboard-guides.ts';
import type { SideboardGuide } from '../../generated/prisma/client.ts';
import { readableDecklist, versionOf, type VersionWithCards } from '../decklists/decklist-queries.ts';

export const OPPONENT_NOT_FOUND = 'Opponent archetype not found';

interface Opponent {
  id: string;
  name: string;
  shortName: string;
}

type Plan = { in: GuideCard[]; out: GuideCard[] };

/** A guide as clients see it; `saved` is false for the empty guide of a matchup nobody has written one for. */
export interface SideboardGuideView {
  id: string | null;
  versionId: string;
  decklistId: string;
  versionNumber: number;
  opponent: Opponent;
  in: GuideCard[];
  out: GuideCard[];
  onTheDraw: Plan | null;
  notes: string | null;
  carriedFromVersion: number | null;
  /** Its saves so far (a carried copy keeps its original's); 0 while none is saved. */
  revision: number;
  warnings: GuideWarning[];
  updatedBy: { id: string; username: string; displayName: string | null } | null;
  updatedAt: Date | null;
  saved: boolean;
}

export const GUIDE_INCLUDE = {
  opponentArchetype: { select: { id: true, name: true, shortName: true } },
  updatedBy: { select: { id: true, username: true, displayName: true } },
} as const;

type GuideRow = SideboardGuide & { opponentArchetype: Opponent; updatedBy: SideboardGuideView['updatedBy'] };

/** The JSON columns hold what saveSideboardGuide checked. */
export const guideCardsOf = (json: unknown): GuideCard[] => (Array.isArray(json) ? (json as GuideCard[]) : []);

export function guideView(row: GuideRow, version: VersionWithCards): SideboardGuideView {
  const onTheDraw = row.drawIn === null || row.drawOut === null ? null : { in: guideCardsOf(row.drawIn), out: guideCardsOf(row.drawOut) };
  const plans = { in: guideCardsOf(row.cardsIn), out: guideCardsOf(row.cardsOut), onTheDraw };
  return {
    id: row.id,
    versionId: version.id,
    decklistId: version.decklistId,
    versionNumber: version.number,
    opponent: row.opponentArchetype,
    ...plans,
    notes: row.notes,
    carriedFromVersion: row.carriedFromVersion,
    revision: row.revision,
    warnings: guideWarnings(plans, version.cards),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
    saved: true,
  };
}

function emptyGuide(version: VersionWithCards, opponent: Opponent): SideboardGuideView {
  return {
    id: null,
    versionId: version.id,
    decklistId: version.decklistId,
    versionNumber: version.number,
    opponent,
    in: [],
    out: [],
    onTheDraw: null,
    notes: null,
    carriedFromVersion: null,
    revision: 0,
    warnings: [],
    updatedBy: null,
    updatedAt: null,
    saved: false,
  };
}

/** The opponent archetype, when it is in the decklist's project (its readers may read every archetype there). */
export async function opponentInProject(ctx: Pick<RequestContext, 'db'>, projectId: string, opponentArchetypeId: string): Promise<Opponent> {
  const opponent = await ctx.db.archetype.findFirst({
    where: { id: requireId(opponentArchetypeId, OPPONENT_NOT_FOUND), projectId },
    select: { id: true, name: true, shortName: true },
  });
  if (!opponent) throw new NotFoundError(OPPONENT_NOT_FOUND);
  return opponent;
}

/** A readable decklist at its current version, or at the one ?version= names. */
async function decklistAt(ctx: RequestContext, decklistId: string, query: SideboardGuideQuery) {
  const { version } = parseInput(sideboardGuideQuerySchema, query);
  const decklist = await readableDecklist(ctx, decklistId);
  return { decklist, version: await versionOf(ctx, decklist.id, version ?? decklist.currentVersion) };
}

/** GET /decklists/{id}/sideboard-guide/{opponentArchetypeId}: the guide of the current version (or ?version=). */
export async function getSideboardGuide(ctx: RequestContext, decklistId: string, opponentArchetypeId: string, query: SideboardGuideQuery = {}) {
  const { decklist, version } = await decklistAt(ctx, decklistId, query);
  const opponent = await opponentInProject(ctx, decklist.archetype.project.id, opponentArchetypeId);
  const row = await ctx.db.sideboardGuide.findUnique({ where: { versionId_opponentArchetypeId: { versionId: version.id, opponentArchetypeId: opponent.id } }, include: GUIDE_INCLUDE });
  return row ? guideView(row, version) : emptyGuide(version, opponent);
}

/** The saved guides of a version, by opponent name. */
export async function versionGuides(ctx: Pick<RequestContext, 'db'>, version: VersionWithCards): Promise<SideboardGuideView[]> {
  const rows = await ctx.db.sideboardGuide.findMany({ where: { versionId: version.id }, include: GUIDE_INCLUDE, orderBy: [{ opponentArchetype: { name: 'asc' } }, { id: 'asc' }] });
  return rows.map((row) => guideView(row, version));
}

/** GET /decklists/{id}/sideboard-guides: every saved guide of the current version (or ?version=). */
export async function listSideboardGuides(ctx: RequestContext, decklistId: string, query: SideboardGuideQuery = {}) {
  const { version } = await decklistAt(ctx, decklistId, query);
  return versionGuides(ctx, version);
}
