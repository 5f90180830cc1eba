// What a project's dashboard reads besides its matches and matrix: the latest comments and decklist versions of the
// whole project, and who did what this week. The project is the parent row, already read under the viewer's scope,
// so everything below it is readable too.
import { ACTIVE_COMMENT, threadOrder } from '../../services/comments/comment-queries.ts';
import { ACTIVITY_DAYS, projectActivity, projectVersionsWhere, VERSION_ORDER, type MemberActivity } from '../../services/projects/project-activity.ts';
import { builder } from '../builder.ts';

builder.prismaObjectField('Project', 'recentComments', (t) =>
  t.relatedConnection('comments', {
    cursor: 'id',
    totalCount: true,
    description: "The project's comments on any archetype or decklist, replies included, newest first (deleted ones left out).",
    query: { where: ACTIVE_COMMENT, orderBy: threadOrder('desc') },
  }),
);

builder.prismaObjectField('Project', 'recentDecklistVersions', (t) =>
  t.prismaConnection({
    type: 'DecklistVersion',
    cursor: 'id',
    description: 'The versions saved of every decklist of the project (a new decklist\'s first one included), newest first.',
    totalCount: (project, _args, ctx) => ctx.db.decklistVersion.count({ where: projectVersionsWhere(project.id) }),
    resolve: (query, project, _args, ctx) => ctx.db.decklistVersion.findMany({ ...query, where: projectVersionsWhere(project.id), orderBy: VERSION_ORDER }),
  }),
);

const MemberActivityRef = builder.objectRef<MemberActivity>('MemberActivity').implement({
  description: "One person's part in a project over the last seven days.",
  fields: (t) => ({
    userDatabaseId: t.string({ description: "The person's database id.", resolve: (a) => a.user.id }),
    username: t.string({ description: 'Their username.', resolve: (a) => a.user.username }),
    name: t.string({ description: 'Their display name, falling back to the username.', resolve: (a) => a.user.displayName || a.user.username }),
    matchesLogged: t.exposeInt('matchesLogged', { description: 'Matches they logged (still counted: not deleted).' }),
    decklistVersions: t.exposeInt('decklistVersions', { description: 'Decklist versions they saved, new decklists included.' }),
    comments: t.exposeInt('comments', { description: 'Comments and replies they posted (not deleted).' }),
  }),
});

builder.prismaObjectField('Project', 'weeklyActivity', (t) =>
  t.field({
    type: [MemberActivityRef],
    description: `Who logged matches, saved decklist versions or commented in the project in the last ${ACTIVITY_DAYS} days, busiest first.`,
    select: { id: true },
    resolve: (project, _args, ctx) => projectActivity(ctx, project.id, new Date(Date.now() - ACTIVITY_DAYS * 24 * 60 * 60 * 1000)),
  }),
);
