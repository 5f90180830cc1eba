import type { RequestContext } from '../../context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { isRecordMissing } from '../prisma-errors.ts';
import { decklistForMember } from './decklist-permissions.ts';
import { announceContentChange } from '../projects/project-events.ts';
import { DECKLIST_NOT_FOUND } from './decklist-queries.ts';

/**
 * Deletes a decklist with its versions and comments (the foreign keys cascade). Matches that were played with it
 * keep their result and archetypes; only their link to the decklist is cleared.
 */
export async function deleteDecklist(ctx: RequestContext, decklistId: string): Promise<void> {
  const decklist = await decklistForMember(ctx, decklistId);
  try {
    await ctx.db.decklist.delete({ where: { id: decklist.id } });
  } catch (error) {
    if (isRecordMissing(error)) throw new NotFoundError(DECKLIST_NOT_FOUND);
    throw error;
  }
  announceContentChange(ctx, decklist.archetype.project.id, 'decklists');
}
