// What a project's dashboard reads besides its matches and matrix: the latest comments and decklist versions of the
// whole project, and who did what this week. The project is the parent row, already read under the viewer's scope,
// so everything below it is readable too.
import { ACTIVE_COMMENT, threadOrder } from '../../services/comments/comment-queries.ts';
import { ACTIVITY_DAYS, projectActivity, projectVersionsWhere, VERSION_ORDER, type MemberActivity } from '../../services/projects/project-activity.ts';
import { followProject, type ProjectContent } from '../../services/projects/project-events.ts';
import { builder } from '../builder.ts';
import { databaseId } from '../ids.ts';

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

// ---- Live ----

const ProjectContentEnum = builder.enumType('ProjectContent', {
  description: "What changed in a project besides its matches (those have matchLogged).",
  values: {
    COMMENTS: { value: 'comments', description: 'A comment on one of its archetypes or decklists was posted, edited or deleted.' },
    DECKLISTS: { value: 'decklists', description: 'A decklist was created, imported, given a new version or deleted.' },
    ARCHETYPES: { value: 'archetypes', description: 'An archetype was created, changed or deleted.' },
  } satisfies Record<string, { value: ProjectContent; description: string }>,
});

builder.subscriptionField('projectContentChanged', (t) =>
  t.field({
    type: ProjectContentEnum,
    description:
      "The project's comments, decklists or archetypes changed: views that sum up the whole project (its dashboard) ask for their figures again. Says what kind of thing changed, never what. Needs read access to the project (NOT_FOUND otherwise).",
    args: { projectId: t.arg.id({ required: true, description: 'Global ID or database id of the project.' }) },
    subscribe: (_root, args, ctx) => followProject(ctx, 'projectContentChanged', databaseId(args.projectId, 'Project')),
    resolve: (event: { content: ProjectContent }) => event.content,
  }),
);
