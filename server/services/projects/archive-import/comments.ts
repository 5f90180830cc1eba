// The archive's comment threads: each comment on its archetype or decklist, under its parent (which comes before
// it in the archive), at its depth; authors mapped to the team's members. Mentions are not recreated, so an import
// notifies no one.
import { MAX_COMMENT_DEPTH } from '../../../domain/validation/comments.ts';
import { archiveProblem, type ArchiveSectionImporter } from './import-context.ts';

export const commentsSection: ArchiveSectionImporter = {
  section: 'comments',
  async write(ctx) {
    const { comments } = ctx.archive.sections;
    const ids = ctx.keyed(comments, 'comments');
    const placed = new Map<string, { depth: number; on: string }>();
    const rows = comments.map((c, i) => {
      const at = `sections.comments.${i}`;
      const parentId = ctx.optionalIdOf(c.parent, `${at}.parent`);
      // A parent later in the list (or the comment itself) is not placed yet: the archive lists replies after parents.
      const parent = parentId === null ? { depth: -1, on: c.on } : placed.get(parentId);
      if (parent === undefined) throw archiveProblem(`${at}.parent`, `${c.parent} must come before its replies`);
      if (parent.on !== c.on) throw archiveProblem(`${at}.on`, `a reply is on what its parent ${c.parent} is on`);
      const depth = parent.depth + 1;
      if (depth > MAX_COMMENT_DEPTH) throw archiveProblem(`${at}.parent`, `replies go at most ${MAX_COMMENT_DEPTH} levels deep`);
      placed.set(ids[i], { depth, on: c.on });
      const on = ctx.idOf(c.on, `${at}.on`);
      const onArchetype = c.on.startsWith('archetype:');
      if (!onArchetype && !c.on.startsWith('decklist:')) throw archiveProblem(`${at}.on`, 'a comment is on an archetype or a decklist');
      const createdAt = new Date(c.created_at);
      return {
        id: ids[i],
        projectId: ctx.projectId,
        parentId,
        depth,
        commentableType: onArchetype ? ('archetype' as const) : ('decklist' as const),
        archetypeId: onArchetype ? on : null,
        decklistId: onArchetype ? null : on,
        content: c.content,
        isActive: c.is_active,
        authorId: ctx.userOf(c.author),
        createdAt,
        // Not edited since it was written: an updatedAt after createdAt would show as "edited".
        updatedAt: createdAt,
      };
    });
    // Prisma's createMany: the commentable type is an enum, which the JSON bulk insert does not cast to.
    await ctx.tx.comment.createMany({ data: rows });
  },
};
