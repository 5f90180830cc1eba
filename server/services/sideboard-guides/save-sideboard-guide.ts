import type { RequestContext } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../domain/errors.ts';
import { guideWarnings, withDeckSpelling } from '../../domain/sideboard-guide.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { saveSideboardGuideSchema, type SaveSideboardGuideInput } from '../../domain/validation/sideboard-guides.ts';
import { decklistForMember } from '../decklists/decklist-permissions.ts';
import { versionOf } from '../decklists/decklist-queries.ts';
import { GUIDE_INCLUDE, guideView, opponentInProject } from './sideboard-guide-queries.ts';
import { editConflict, matchedNothing } from '../revisions.ts';

/** A unique index refused the row: here, a guide someone else created for the same version and opponent meanwhile. */
const alreadyThere = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * PUT /decklists/{id}/sideboard-guide/{opponentArchetypeId}: the guide of the decklist's current version against the
 * opponent (team members). Every card must come out of the main deck or in from the sideboard in that number; names
 * are stored as the version spells them. Saving replaces the guide, and it is no longer "carried". A save that names
 * the revision it was made from (`baseRevision`, 0 for a guide not written yet) is written only while the guide is
 * still at it (services/revisions.ts); without one it replaces whatever is there.
 */
export async function saveSideboardGuide(ctx: RequestContext, decklistId: string, opponentArchetypeId: string, input: SaveSideboardGuideInput) {
  const { baseRevision, ...fields } = parseInput(saveSideboardGuideSchema, input);
  const decklist = await decklistForMember(ctx, decklistId);
  const opponent = await opponentInProject(ctx, decklist.archetype.project.id, opponentArchetypeId);
  const version = await versionOf(ctx, decklist.id, decklist.currentVersion);
  const problems = guideWarnings(fields, version.cards);
  if (problems.length > 0) {
    throw new ValidationError(
      problems[0].message,
      problems.map((p) => {
        const list = p.plan === 'draw' ? fields.onTheDraw![p.direction] : fields[p.direction];
        const index = list.findIndex((card) => card.name === p.name);
        return { field: `${p.plan === 'draw' ? 'onTheDraw.' : ''}${p.direction}.${index}.name`, message: p.message };
      }),
    );
  }
  const guide = withDeckSpelling(fields, version.cards);
  const data = {
    cardsIn: guide.in,
    cardsOut: guide.out,
    // No plan on the draw is SQL NULL: the plan on the play holds for both.
    drawIn: guide.onTheDraw?.in ?? Prisma.DbNull,
    drawOut: guide.onTheDraw?.out ?? Prisma.DbNull,
    notes: guide.notes,
    carriedFromVersion: null,
    updatedById: ctx.viewer.user!.id,
  };
  const key = { versionId: version.id, opponentArchetypeId: opponent.id };
  const write =
    baseRevision === undefined
      ? ctx.db.sideboardGuide.upsert({ where: { versionId_opponentArchetypeId: key }, create: { ...data, ...key }, update: { ...data, revision: { increment: 1 } }, include: GUIDE_INCLUDE })
      : baseRevision === 0
        ? ctx.db.sideboardGuide.create({ data: { ...data, ...key }, include: GUIDE_INCLUDE })
        : ctx.db.sideboardGuide.update({ where: { versionId_opponentArchetypeId: key, revision: baseRevision }, data: { ...data, revision: { increment: 1 } }, include: GUIDE_INCLUDE });
  const row = await write.catch(async (error: unknown) => {
    if (baseRevision === undefined || !(matchedNothing(error) || alreadyThere(error))) throw error;
    const now = await ctx.db.sideboardGuide.findUnique({ where: { versionId_opponentArchetypeId: key }, select: { revision: true, updatedAt: true, updatedById: true } });
    throw await editConflict(ctx, {
      record: 'sideboardGuide',
      id: decklist.id,
      opponentId: opponent.id,
      baseRevision,
      currentRevision: now?.revision ?? 0,
      changedAt: now?.updatedAt ?? null,
      changedById: now?.updatedById ?? null,
      changes: [],
    });
  });
  return guideView(row, version);
}
