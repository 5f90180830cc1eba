import type { RequestContext } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../domain/errors.ts';
import { guideWarnings, withDeckSpelling } from '../../domain/sideboard-guide.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { saveSideboardGuideSchema, type SaveSideboardGuideInput } from '../../domain/validation/sideboard-guides.ts';
import { decklistForMember } from '../decklists/decklist-permissions.ts';
import { versionOf } from '../decklists/decklist-queries.ts';
import { GUIDE_INCLUDE, guideView, opponentInProject } from './sideboard-guide-queries.ts';

/**
 * PUT /decklists/{id}/sideboard-guide/{opponentArchetypeId}: the guide of the decklist's current version against the
 * opponent (team members). Every card must come out of the main deck or in from the sideboard in that number; names
 * are stored as the version spells them. Saving replaces the guide, and it is no longer "carried".
 */
export async function saveSideboardGuide(ctx: RequestContext, decklistId: string, opponentArchetypeId: string, input: SaveSideboardGuideInput) {
  const fields = parseInput(saveSideboardGuideSchema, input);
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
  const row = await ctx.db.sideboardGuide.upsert({
    where: { versionId_opponentArchetypeId: { versionId: version.id, opponentArchetypeId: opponent.id } },
    create: { ...data, versionId: version.id, opponentArchetypeId: opponent.id },
    update: data,
    include: GUIDE_INCLUDE,
  });
  return guideView(row, version);
}
