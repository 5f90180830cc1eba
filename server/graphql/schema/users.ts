import { builder } from '../builder.ts';

export const UserRef = builder.prismaNode('User', {
  description: 'A person with an account.',
  id: { field: 'id' },
  nullable: true,
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used by the REST API (/api).' }),
    username: t.exposeString('username', { description: 'Unique handle, used in @mentions.' }),
    displayName: t.exposeString('displayName', { nullable: true, description: 'The name shown to others, if set.' }),
    name: t.string({
      description: 'Display name, falling back to the username.',
      select: { displayName: true, username: true },
      resolve: (user) => user.displayName || user.username,
    }),
    email: t.string({
      nullable: true,
      description: 'Visible to the user themself and to site admins only.',
      resolve: (user, _args, ctx) => (ctx.viewer.user?.id === user.id || ctx.viewer.isAdmin ? user.email : null),
    }),
    emailVerified: t.boolean({
      nullable: true,
      description: 'Whether the address is confirmed; visible to the user themself and to site admins only.',
      resolve: (user, _args, ctx) => (ctx.viewer.user?.id === user.id || ctx.viewer.isAdmin ? user.emailVerified : null),
    }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Site administrator.' }),
    teamCount: t.int({
      nullable: true,
      description: 'How many teams the user belongs to; visible to the user themself and to site admins only.',
      select: { _count: { select: { memberships: true } } },
      resolve: (user, _args, ctx) => (ctx.viewer.user?.id === user.id || ctx.viewer.isAdmin ? user._count.memberships : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created.' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for a visitor.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer.user ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null,
  }),
);
