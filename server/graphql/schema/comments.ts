// Comments: the Comment node, threads on archetypes and decklists, Markdown preview, the post/edit/delete mutations
// and the live commentAdded/commentUpdated/commentDeleted subscriptions.
import type { CommentableType } from '../../generated/prisma/enums.ts';
import { describedValues } from './enums.ts';
import { renderMarkdown } from '../../domain/markdown.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { commentContent, MAX_COMMENT_DEPTH, type PostCommentInput, type UpdateCommentInput } from '../../domain/validation/comments.ts';
import { readableComments } from '../../services/access/read-scope.ts';
import { excerptOf, isEdited, MENTION_FIELDS, shownAuthor, shownContent, shownHtml } from '../../services/comments/comment-content.ts';
import { commentEventFacts, sharedEventRead, subscribeToComments, type CommentTopic } from '../../services/comments/comment-events.ts';
import { ACTIVE_COMMENT, countComments, REPLY_ORDER, threadOrder, threadsWhere, VISIBLE_COMMENT } from '../../services/comments/comment-queries.ts';
import { commentableIdOf, readableCommentable } from '../../services/comments/commentables.ts';
import { mayPostOn } from '../../services/comments/comment-permissions.ts';
import { mentionCandidatesWhere, previewMentions } from '../../services/comments/mention-candidates.ts';
import { deleteComment } from '../../services/comments/delete-comment.ts';
import { postComment } from '../../services/comments/post-comment.ts';
import { updateComment } from '../../services/comments/update-comment.ts';
import type { CommentEvent } from '../../pubsub.ts';
import type { RequestContext } from '../../context.ts';
import { builder } from '../builder.ts';
import { DELETE_ERRORS, WRITE_ERRORS } from '../errors.ts';
import { shareSubscriptionResults } from '../shared-subscriptions.ts';
import { nullWhenNotFound } from '../not-found.ts';
import { databaseId, lookupId } from '../ids.ts';
import type { FieldsOf } from '../inputs.ts';
import { UserRef } from './users.ts';

export const CommentableTypeEnum = builder.enumType('CommentableType', {
  description: 'What a comment is on: an archetype or a decklist.',
  values: describedValues<CommentableType>({ archetype: 'A comment on an archetype.', decklist: 'A comment on a decklist.' }),
});

const CommentOrder = builder.enumType('CommentOrder', {
  description: 'Order of the top-level comments of a thread (replies are always oldest first).',
  values: {
    NEWEST_FIRST: { description: 'Most recent first (the default).' },
    OLDEST_FIRST: { description: 'Oldest first.' },
  } as const,
});

const directionOf = (order: 'NEWEST_FIRST' | 'OLDEST_FIRST' | null | undefined) => (order === 'OLDEST_FIRST' ? 'asc' : 'desc');

/** A commentable id from GraphQL (global ID or database id) as the services take it. */
const commentableDatabaseId = (type: CommentableType, id: string) => databaseId(id, type === 'archetype' ? 'Archetype' : 'Decklist');

export const CommentRef = builder.prismaNode('Comment', {
  description:
    'A comment on an archetype or decklist, in Markdown. Replies nest three levels deep. A deleted comment stays in its thread (while it has replies) without content or author.',
  id: { field: 'id' },
  nullable: true,
  findUnique: async (id, ctx) => ({ ...(await readableComments(ctx.viewer)), id }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    content: t.string({
      description: 'The Markdown source; empty for a deleted comment.',
      select: { content: true, isActive: true },
      resolve: shownContent,
    }),
    excerpt: t.string({
      description: 'The first 140 characters as plain text (Markdown markup left out), for notification lists; empty for a deleted comment.',
      select: { content: true, isActive: true },
      resolve: (comment) => excerptOf(comment),
    }),
    contentHtml: t.string({
      description:
        'The Markdown rendered to sanitised HTML (no scripts, no event handlers, only http(s) and mailto links), real @mentions in <span class="mention">; empty for a deleted comment.',
      select: { content: true, isActive: true, ...MENTION_FIELDS },
      resolve: shownHtml,
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who wrote it; null for a deleted comment or a deleted account.',
      select: (_args, _ctx, nestedSelection) => ({ isActive: true, author: nestedSelection(true) }),
      resolve: (comment) => shownAuthor(comment, comment.author),
    }),
    isActive: t.exposeBoolean('isActive', { description: 'False once the author deleted it.' }),
    isEdited: t.boolean({
      description: 'Whether it was edited after posting (updatedAt differs from createdAt): shown as "(edited)".',
      select: { createdAt: true, updatedAt: true },
      resolve: isEdited,
    }),
    depth: t.exposeInt('depth', { description: 'Level in the thread: 0 for a top-level comment, at most 2.' }),
    parent: t.relation('parent', { nullable: true, description: 'The comment this one replies to; null at the top level.' }),
    parentDatabaseId: t.exposeString('parentId', { nullable: true, description: "The parent's database id." }),
    replies: t.relation('replies', {
      description: 'Replies, oldest first; deleted ones only while something below them is shown.',
      query: { where: VISIBLE_COMMENT, orderBy: REPLY_ORDER },
    }),
    replyCount: t.relationCount('replies', { description: 'How many replies `replies` has.', where: VISIBLE_COMMENT }),
    commentableType: t.expose('commentableType', { type: CommentableTypeEnum, description: 'What it is on.' }),
    commentableDatabaseId: t.string({
      description: 'The database id of the archetype or decklist it is on.',
      select: { archetypeId: true, decklistId: true },
      resolve: commentableIdOf,
    }),
    archetypeDatabaseId: t.string({
      description: 'The archetype whose page shows the thread: the archetype itself, or the decklist\'s archetype.',
      select: { archetypeId: true, decklist: { select: { archetypeId: true } } },
      resolve: (comment) => (comment.archetypeId ?? comment.decklist?.archetypeId)!,
    }),
    archetype: t.relation('archetype', { nullable: true, description: 'The archetype, for a comment on an archetype.' }),
    decklist: t.relation('decklist', { nullable: true, description: 'The decklist, for a comment on a decklist.' }),
    commentableCommentCount: t.int({
      description:
        'How many comments the archetype or decklist it is on has now (replies included, deleted ones not), so that a client following the thread live keeps its count exact.',
      select: {
        archetype: { select: { _count: { select: { comments: { where: ACTIVE_COMMENT } } } } },
        decklist: { select: { _count: { select: { comments: { where: ACTIVE_COMMENT } } } } },
      },
      resolve: (comment) => (comment.archetype ?? comment.decklist)!._count.comments,
    }),
    project: t.relation('project', { description: 'The project of the commented thing.' }),
    projectDatabaseId: t.exposeString('projectId', { description: "The project's database id." }),
    viewerCanEdit: t.boolean({
      description: 'Whether the viewer wrote it (and so may edit or delete it).',
      select: { authorId: true, isActive: true },
      resolve: (comment, _args, ctx) => comment.isActive && ctx.viewer.user !== null && comment.authorId === ctx.viewer.user.id,
    }),
    viewerCanReply: t.boolean({
      description:
        "Whether the viewer may reply: signed in (a member of the team, for a private project's thread), the comment not deleted, and its level below 3.",
      select: { isActive: true, depth: true, project: { select: { teamId: true, visibility: true } } },
      resolve: async (comment, _args, ctx) => comment.isActive && comment.depth < MAX_COMMENT_DEPTH && (await mayPostOn(ctx, comment)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was posted.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When its text last changed.' }),
  }),
});

/** `comments` and `commentCount` on a commentable type (Archetype, Decklist). */
function commentFieldsOn(typeName: 'Archetype' | 'Decklist', label: string) {
  builder.prismaObjectField(typeName, 'comments', (t) =>
    t.relatedConnection('comments', {
      cursor: 'id',
      totalCount: true,
      description: `Threads on this ${label}: top-level comments (newest first by default), each with its replies.`,
      args: { order: t.arg({ type: CommentOrder, description: 'NEWEST_FIRST (default) or OLDEST_FIRST.' }) },
      query: (args) => ({ where: { AND: [{ parentId: null }, VISIBLE_COMMENT] }, orderBy: threadOrder(directionOf(args.order)) }),
    }),
  );
  builder.prismaObjectField(typeName, 'commentCount', (t) =>
    t.relationCount('comments', { description: `How many comments (replies included, deleted ones not) this ${label} has.`, where: ACTIVE_COMMENT }),
  );
}

commentFieldsOn('Archetype', 'archetype');
commentFieldsOn('Decklist', 'decklist');

builder.queryFields((t) => ({
  comment: t.prismaField({
    type: 'Comment',
    nullable: true,
    description: 'A comment by global ID or database id; null when it does not exist or the viewer may not read it.',
    args: { id: t.arg.id({ required: true, description: 'Global ID or database id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const id = lookupId(args.id, 'Comment');
      return id ? ctx.db.comment.findFirst({ ...query, where: { ...(await readableComments(ctx.viewer)), id } }) : null;
    },
  }),
  commentThreads: t.prismaConnection({
    type: 'Comment',
    cursor: 'id',
    description: 'The threads on an archetype or decklist the viewer can read (NOT_FOUND otherwise): top-level comments with their replies.',
    args: {
      commentableType: t.arg({ type: CommentableTypeEnum, required: true, description: 'Archetype or decklist.' }),
      commentableId: t.arg.id({ required: true, description: 'Global ID or database id of the archetype or decklist.' }),
      order: t.arg({ type: CommentOrder, description: 'NEWEST_FIRST (default) or OLDEST_FIRST.' }),
    },
    totalCount: async (_connection, args, ctx) =>
      ctx.db.comment.count({ where: await threadsWhere(ctx, args.commentableType, commentableDatabaseId(args.commentableType, args.commentableId)) }),
    resolve: async (query, _root, args, ctx) =>
      ctx.db.comment.findMany({
        ...query,
        where: await threadsWhere(ctx, args.commentableType, commentableDatabaseId(args.commentableType, args.commentableId)),
        orderBy: threadOrder(directionOf(args.order)),
      }),
  }),
  commentCount: t.int({
    nullable: true,
    description: 'How many comments (replies included, deleted ones not) an archetype or decklist has; null when it names nothing the viewer can read.',
    args: {
      commentableType: t.arg({ type: CommentableTypeEnum, required: true, description: 'Archetype or decklist.' }),
      commentableId: t.arg.id({ required: true, description: 'Global ID or database id of the archetype or decklist.' }),
    },
    resolve: (_root, args, ctx) => nullWhenNotFound(() => countComments(ctx, args.commentableType, commentableDatabaseId(args.commentableType, args.commentableId))),
  }),
  viewerCanComment: t.boolean({
    nullable: true,
    description:
      "Whether the viewer may post on an archetype's or decklist's threads (null when it names nothing the viewer can read): signed in, and a member of the team for a private project's (site admins read those but do not post).",
    args: {
      commentableType: t.arg({ type: CommentableTypeEnum, required: true, description: 'Archetype or decklist.' }),
      commentableId: t.arg.id({ required: true, description: 'Global ID or database id of the archetype or decklist.' }),
    },
    resolve: (_root, args, ctx) =>
      nullWhenNotFound(async () => mayPostOn(ctx, await readableCommentable(ctx, args.commentableType, commentableDatabaseId(args.commentableType, args.commentableId)))),
  }),
  renderMarkdown: t.string({
    nullable: true,
    description:
      'Renders comment Markdown exactly as a posted comment is rendered (for a Preview). At most 10,000 characters. Given the thread (both arguments), @mentions are highlighted as they would be once posted there; null when the thread names nothing the viewer can read.',
    args: {
      content: t.arg.string({ required: true, description: 'The Markdown source.' }),
      commentableType: t.arg({ type: CommentableTypeEnum, description: 'Archetype or decklist: the thread the comment is for.' }),
      commentableId: t.arg.id({ description: 'Global ID or database id of the archetype or decklist.' }),
    },
    resolve: async (_root, args, ctx) => {
      if (!args.content.trim()) return '';
      const content = parseInput(commentContent, args.content);
      const { commentableType: type, commentableId: id } = args;
      if (!type || !id) return renderMarkdown(content);
      return nullWhenNotFound(async () => renderMarkdown(content, await previewMentions(ctx, type, commentableDatabaseId(type, id), content)));
    },
  }),
  mentionCandidates: t.prismaField({
    type: ['User'],
    nullable: true,
    description:
      "The people the comment box suggests for @mentions on a thread (null when it names nothing the viewer can read): its team's members, by username; empty for a viewer who may not post there.",
    args: {
      commentableType: t.arg({ type: CommentableTypeEnum, required: true, description: 'Archetype or decklist.' }),
      commentableId: t.arg.id({ required: true, description: 'Global ID or database id of the archetype or decklist.' }),
    },
    resolve: (query, _root, args, ctx) =>
      nullWhenNotFound(async () =>
        ctx.db.user.findMany({
          ...query,
          where: await mentionCandidatesWhere(ctx, args.commentableType, commentableDatabaseId(args.commentableType, args.commentableId)),
          orderBy: { usernameKey: 'asc' },
        }),
      ),
  }),
}));

builder.relayMutationField(
  'postComment',
  {
    description: 'A new comment or reply.',
    inputFields: (t) => ({
      commentableType: t.field({ type: CommentableTypeEnum, required: true, description: 'Archetype or decklist.' }),
      commentableId: t.id({ required: true, description: 'Global ID or database id of the archetype or decklist.' }),
      parentId: t.id({ description: 'Global ID or database id of the comment replied to (its level must be below 3).' }),
      content: t.string({ required: true, description: 'Markdown, trimmed; required, at most 10,000 characters.' }),
    }) satisfies FieldsOf<PostCommentInput>,
  },
  {
    description:
      "Posts a comment on an archetype or decklist the viewer can read (a private project's only as a member of its team); @username mentions notify readers of the thread.",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({
      comment: await postComment(ctx, {
        ...input,
        commentableId: commentableDatabaseId(input.commentableType, input.commentableId),
        parentId: input.parentId && databaseId(input.parentId, 'Comment'),
      }),
    }),
  },
  {
    description: 'The posted comment.',
    outputFields: (t) => ({ comment: t.field({ type: CommentRef, description: 'The new comment (its parent shows the new reply count).', resolve: (p) => p.comment }) }),
  },
);

builder.relayMutationField(
  'updateComment',
  {
    description: 'The new text of one of the viewer\'s comments.',
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'Global ID or database id of the comment.' }),
      content: t.string({ required: true, description: 'Markdown, trimmed; required, at most 10,000 characters.' }),
    }) satisfies FieldsOf<UpdateCommentInput, never, 'id'>,
  },
  {
    description: "Edits the viewer's own comment.",
    errors: { types: WRITE_ERRORS },
    resolve: async (_root, { input: { id, ...edit } }, ctx) => ({ comment: await updateComment(ctx, databaseId(id, 'Comment'), edit) }),
  },
  {
    description: 'The edited comment.',
    outputFields: (t) => ({ comment: t.field({ type: CommentRef, description: 'The comment after the edit.', resolve: (p) => p.comment }) }),
  },
);

builder.relayMutationField(
  'deleteComment',
  { description: 'The comment to delete.', inputFields: (t) => ({ id: t.id({ required: true, description: 'Global ID or database id.' }) }) },
  {
    description: "Deletes the viewer's own comment; replies stay in the thread.",
    errors: { types: DELETE_ERRORS },
    resolve: async (_root, { input }, ctx) => ({ comment: await deleteComment(ctx, databaseId(input.id, 'Comment')) }),
  },
  {
    description: 'The deleted comment as the thread now shows it.',
    outputFields: (t) => ({
      comment: t.field({ type: CommentRef, description: 'The comment, inactive, without content or author.', resolve: (p) => p.comment }),
    }),
  },
);

/** One live comment subscription: authorised on subscribe, each event re-read with the subscriber's selection. */
function commentSubscription(topic: CommentTopic, description: string) {
  builder.subscriptionField(topic, (t) =>
    t.prismaField({
      type: 'Comment',
      nullable: true,
      description: `${description} Needs read access to the archetype or decklist (NOT_FOUND otherwise); null if the comment vanished before delivery.`,
      args: {
        commentableType: t.arg({ type: CommentableTypeEnum, required: true, description: 'Archetype or decklist.' }),
        commentableId: t.arg.id({ required: true, description: 'Global ID or database id of the archetype or decklist.' }),
      },
      subscribe: (_root, args, ctx) => subscribeToComments(ctx, topic, args.commentableType, commentableDatabaseId(args.commentableType, args.commentableId)),
      resolve: (query, event: CommentEvent, _args, ctx) =>
        sharedEventRead(event, query, () => ctx.db.comment.findUnique({ ...query, where: { id: event.commentId } })),
    }),
  );
}

/**
 * What a comment event's answer can depend on about the viewer: admin or not, signed in or not, role in the
 * comment's team, author of the comment or not. Everything a comment reaches (its thread, project, archetype,
 * decklist) is in that one team.
 */
async function commentEventFingerprint(ctx: RequestContext, event: object): Promise<string | null> {
  const facts = await commentEventFacts(ctx, event as CommentEvent);
  if (!facts) return null;
  const user = ctx.viewer.user;
  return [ctx.viewer.isAdmin, user !== null, await ctx.viewer.roleIn(facts.project.teamId), user !== null && user.id === facts.authorId].join('|');
}

/**
 * The fields whose answers depend on the fingerprint at most: the rows' own data, and rights decided by signing in
 * and the role in the comment's team. Not here, so never shared: anything personal to a user (addresses, counts of
 * their teams, notifications and mentions) and lists whose rows depend on more than the team. `viewerCanEdit`
 * depends on who wrote that comment, which the fingerprint knows for the event's own comment only.
 * tests/api/shared-subscriptions.test.ts walks every field reachable from a comment against this list.
 */
const COMMENT_EVENT_SHARING = {
  fingerprint: commentEventFingerprint,
  shareable: {
    Comment: [
      'id', 'databaseId', 'content', 'contentHtml', 'author', 'isActive', 'isEdited', 'depth', 'parent', 'parentDatabaseId', 'replies',
      'replyCount', 'commentableType', 'commentableDatabaseId', 'archetypeDatabaseId', 'archetype', 'decklist', 'commentableCommentCount',
      'project', 'projectDatabaseId', 'viewerCanReply', 'createdAt', 'updatedAt',
    ],
    User: ['id', 'databaseId', 'username', 'displayName', 'name', 'isAdmin', 'createdAt'],
    Project: ['id', 'databaseId', 'name', 'description', 'game', 'format', 'visibility', 'tags', 'isActive', 'createdAt', 'teamDatabaseId', 'viewerIsMember', 'archetypeCount', 'matchCount'],
    Archetype: ['id', 'databaseId', 'name', 'shortName', 'description', 'game', 'format', 'isActive', 'createdAt', 'updatedAt', 'project', 'projectDatabaseId', 'viewerIsMember', 'commentCount'],
    Decklist: ['id', 'databaseId', 'name', 'versionTag', 'currentVersionNumber', 'archetype', 'archetypeDatabaseId', 'createdAt', 'updatedAt', 'viewerIsMember', 'commentCount'],
  },
  shareableAtTop: ['viewerCanEdit'],
};

for (const topic of ['commentAdded', 'commentUpdated', 'commentDeleted']) shareSubscriptionResults(topic, COMMENT_EVENT_SHARING);

commentSubscription('commentAdded', 'A comment or reply posted on the archetype or decklist.');
commentSubscription('commentUpdated', 'A comment on the archetype or decklist whose text was edited.');
commentSubscription('commentDeleted', 'A comment on the archetype or decklist that its author deleted.');
