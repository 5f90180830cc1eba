// The things comments hang on: an archetype or a decklist. Reading or posting a comment needs the thing to be
// readable by the viewer; the comment then copies the thing's project for access checks (read-scope.ts).
import type { RequestContext } from '../../context.ts';
import type { Visibility } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireId } from '../../domain/validation/ids.ts';
import type { CommentableType } from '../../domain/validation/comments.ts';
import { readableArchetypes, readableDecklists } from '../access/read-scope.ts';

export const DECKLIST_NOT_FOUND = 'Decklist not found';
export const ARCHETYPE_NOT_FOUND = 'Archetype not found';

export interface Commentable {
  type: CommentableType;
  id: string;
  /** The archetype itself, or the decklist's archetype (where the web client shows the thread). */
  archetypeId: string;
  project: { id: string; teamId: string; visibility: Visibility };
}

const PROJECT = { select: { id: true, teamId: true, visibility: true } } as const;

/** The archetype or decklist, if the viewer may read it; NotFoundError otherwise. */
export async function readableCommentable(ctx: RequestContext, type: CommentableType, id: string): Promise<Commentable> {
  if (type === 'archetype') {
    const archetype = await ctx.db.archetype.findFirst({
      where: { id: requireId(id, ARCHETYPE_NOT_FOUND), ...(await readableArchetypes(ctx.viewer)) },
      select: { id: true, project: PROJECT },
    });
    if (!archetype) throw new NotFoundError(ARCHETYPE_NOT_FOUND);
    return { type, id: archetype.id, archetypeId: archetype.id, project: archetype.project };
  }
  const decklist = await ctx.db.decklist.findFirst({
    where: { id: requireId(id, DECKLIST_NOT_FOUND), ...(await readableDecklists(ctx.viewer)) },
    select: { id: true, archetypeId: true, archetype: { select: { project: PROJECT } } },
  });
  if (!decklist) throw new NotFoundError(DECKLIST_NOT_FOUND);
  return { type, id: decklist.id, archetypeId: decklist.archetypeId, project: decklist.archetype.project };
}

/** The foreign key of one commentable: selects its comments, and links a new comment to it. */
export function commentsOf(target: { type: CommentableType; id: string }): { archetypeId: string } | { decklistId: string } {
  return target.type === 'archetype' ? { archetypeId: target.id } : { decklistId: target.id };
}

/** The id of the thing a comment row is on. */
export function commentableIdOf(comment: { archetypeId: string | null; decklistId: string | null }): string {
  return (comment.archetypeId ?? comment.decklistId)!;
}
