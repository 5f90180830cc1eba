// The authorization matrix's rows for GraphQL subscriptions: every Subscription field, with what makes its events happen.
import { READ, SIGNED_IN } from '../helpers/authz-outcomes.ts';
import { created, named } from '../helpers/authz-world.ts';
import { stock, t, w } from './env.ts';
import { fresh, ID, COMMENT_FIELDS, asMember, type LiveEntry } from './rows.ts';

export const liveEntries: LiveEntry[] = [
  {
    key: 'Subscription.commentAdded',
    profile: READ,
    query: `subscription ($id: ID!) { commentAdded(commentableType: archetype, commentableId: $id) { ${COMMENT_FIELDS} } }`,
    variables: (s) => ({ id: s.archetypes[1] }),
    trigger: (s, scope) => fresh.comment(asMember(s, scope)),
  },
  {
    key: 'Subscription.commentUpdated',
    profile: READ,
    query: `subscription ($id: ID!) { commentUpdated(commentableType: archetype, commentableId: $id) { ${COMMENT_FIELDS} } }`,
    variables: (s) => ({ id: ID('Archetype', s.archetypes[0]) }),
    trigger: (s, scope) => t.rest('PUT', `/comments/${s.reply}`, { token: w.member.token, body: { content: named(scope, 'live edit') } }),
  },
  {
    key: 'Subscription.commentDeleted',
    profile: READ,
    query: `subscription ($id: ID!) { commentDeleted(commentableType: archetype, commentableId: $id) { ${COMMENT_FIELDS} isActive } }`,
    variables: (s) => ({ id: s.archetypes[1] }),
    trigger: async (s, scope) => {
      const id = await fresh.comment(asMember(s, scope));
      return t.rest('DELETE', `/comments/${id}`, { token: w.member.token });
    },
  },
  {
    key: 'Subscription.matchLogged',
    profile: READ,
    query: 'subscription ($id: ID!) { matchLogged(projectId: $id) { databaseId notes winnerArchetype { name } } }',
    variables: (s) => ({ id: s.project.id }),
    trigger: (s, scope) => created(t, w.member.token, 'POST', '/matches', { project_id: s.project.id, winner_archetype_id: s.archetypes[1], loser_archetype_id: s.archetypes[0], notes: named(scope, 'live') }),
  },
  {
    key: 'Subscription.matchesImported',
    profile: READ,
    query: 'subscription ($id: ID!) { matchesImported(projectId: $id) }',
    variables: (s) => ({ id: s.project.id }),
    trigger: (s) =>
      t.rest('POST', '/matches/import', { token: w.member.token, body: { project_id: s.project.id, csv: `winner_archetype,loser_archetype\n${s.archetypes[0]},${s.archetypes[1]}\n` } }),
  },
  {
    key: 'Subscription.matrixChanged',
    profile: READ,
    query: 'subscription ($id: ID!) { matrixChanged(projectId: $id) { complete matrix { totalMatches } rows { archetypeId wins } } }',
    variables: (s) => ({ id: s.project.id }),
    trigger: (s) => created(t, w.member.token, 'POST', '/matches', { project_id: s.project.id, winner_archetype_id: s.archetypes[0], loser_archetype_id: s.archetypes[1] }),
  },
  {
    key: 'Subscription.projectContentChanged',
    profile: READ,
    query: 'subscription ($id: ID!) { projectContentChanged(projectId: $id) }',
    variables: (s) => ({ id: ID('Project', s.project.id) }),
    trigger: (s, scope) => fresh.comment(asMember(s, scope)),
  },
  {
    key: 'Subscription.notificationAdded',
    profile: SIGNED_IN,
    query: 'subscription { notificationAdded { type recipient { databaseId } comment { content } } }',
    // Everyone signed in is mentioned once per trigger on a public thread, so each should hear of their own only.
    trigger: async () => {
      const target = { commentable_type: 'archetype', commentable_id: stock.scopes.public.archetypes[1] };
      const others = [w.member, w.admin, w.owner, w.siteAdmin].map((user) => `@${user.username}`).join(' ');
      await created(t, w.outsider.token, 'POST', '/comments', { ...target, content: `Pinging ${others}` });
      await created(t, w.member.token, 'POST', '/comments', { ...target, content: `Pinging @${w.outsider.username}` });
    },
    isFor: (event, role) => role !== 'anonymous' && event.notificationAdded.recipient.databaseId === w[role].id,
  },
];
