// The authorization matrix's rows for GraphQL queries: every Query field, and node(id:) for each kind of thing.
import { ADMIN_ONLY, FILTERED_READ, MANAGE_TEAM, MEMBERS_LIST, MY_PRIVATE_LIST, MY_TEAMS_LIST, NESTED_TEAM_ONLY, OPEN, OWN_FIELDS, PUBLIC_LIST, READ, READABLE_LIST, REPLY_RIGHTS, SELF, SELF_LIST, SIGNED_IN, WRITE_MEMBER, type Profile } from '../helpers/authz-outcomes.ts';
import { stock, w } from './env.ts';
import { byId, CONNECTION, gql, ID, nodesOf, type Call, type Entry } from './rows.ts';

/** node(id:) for one thing of each kind. */
export const NODE_ROWS: Array<[typename: string, profile: Profile, id: (c: Call) => string]> = [
  ['Team', READ, (c) => c.s.team.id],
  ['Project', READ, (c) => c.s.project.id],
  ['Archetype', READ, (c) => c.s.archetypes[0]],
  ['Decklist', READ, (c) => c.s.decklist.id],
  ['DecklistVersion', READ, (c) => c.s.decklist.versions[0]],
  ['Match', READ, (c) => c.s.matches[0]],
  ['Comment', READ, (c) => c.s.comment],
  ['TeamMember', MEMBERS_LIST, (c) => c.s.membership],
  ['Notification', SELF, () => stock.memberNotification],
  ['Mention', SELF, () => stock.memberMention],
  ['PersonalAccessToken', SELF, () => stock.memberToken],
  ['Invitation', SELF, () => stock.memberInvitation],
];
export const READABLE_NODES = NODE_ROWS.filter(([, profile]) => profile === READ);

export const queryEntries: Entry[] = [
  ...(['adminUsers', 'adminTeams', 'adminProjects', 'adminArchetypes', 'adminDecklists'] as const).map((field) =>
    gql(`Query.${field}`, ADMIN_ONLY, 'throws', `{ ${field}(first: 100) { totalCount edges { node { id } } } }`),
  ),
  gql('Query.adminStats', ADMIN_ONLY, 'throws', '{ adminStats { totalUsers totalMatches } }'),
  gql('Query.adminCardCatalogs', ADMIN_ONLY, 'throws', '{ adminCardCatalogs { game cardCount } }'),
  gql('Query.accessTokens', SELF_LIST, 'throws', '{ accessTokens(first: 100) { totalCount edges { node { databaseId } } } }', undefined, {
    present: ["the member's token", (data) => byId(nodesOf(data.accessTokens), stock.memberToken)],
  }),
  gql('Query.sessions', SIGNED_IN, 'throws', '{ sessions { id current } }'),
  gql('Query.viewer', SIGNED_IN, 'nullable', '{ viewer { username email notifications { totalCount } } }'),
  gql('Query.games', { private: FILTERED_READ.private }, 'throws', '{ games }', undefined, { present: ["the private project's game", (data) => data.games.includes('Secretgame')] }),
  gql('Query.formats', { private: FILTERED_READ.private }, 'throws', '{ formats }', undefined, { present: ["the private project's format", (data) => data.formats.includes('Secretformat')] }),
  gql('Query.renderMarkdown', OPEN, 'throws', '{ renderMarkdown(content: "**Bring** Negates") }'),
  gql('Query.cardSearch', OPEN, 'throws', '{ cardSearch(game: "mtg", query: "lightning") { name } }'),

  gql('Query.publicTeams', PUBLIC_LIST, 'throws', `{ publicTeams(first: 100) { ${CONNECTION} } }`, undefined, { present: ['the team', (data, c) => byId(nodesOf(data.publicTeams), c.s.team.id)] }),
  gql('Query.myTeams', MY_TEAMS_LIST, 'throws', `{ myTeams(first: 100) { ${CONNECTION} } }`, undefined, { present: ['the team', (data, c) => byId(nodesOf(data.myTeams), c.s.team.id)] }),
  gql(
    'Query.team',
    { private: READ.private, public: NESTED_TEAM_ONLY },
    'nullable',
    `query ($id: ID!) { team(id: $id) { name viewerRole owner { username } projects { ${CONNECTION} } members { totalCount edges { node { id role user { username } } } } } }`,
    (c) => ({ id: c.s.team.id }),
    { present: ['members', (data) => data.team.members.totalCount > 0] },
  ),
  gql('Query.invitations', SELF_LIST, 'throws', '{ invitations(first: 100) { totalCount edges { node { databaseId } } } }', undefined, {
    present: ["the member's invitation", (data) => byId(nodesOf(data.invitations), stock.memberInvitation)],
  }),
  gql('Query.teamInvitations', MANAGE_TEAM, 'throws', 'query ($id: ID!) { teamInvitations(teamId: $id, first: 10) { totalCount } }', (c) => ({ id: ID('Team', c.s.team.id) })),
  gql('Query.usersToInvite', MANAGE_TEAM, 'named', 'query ($id: ID!) { usersToInvite(teamId: $id, query: "us") { username } }', (c) => ({ id: ID('Team', c.s.team.id) })),

  gql('Query.publicProjects', PUBLIC_LIST, 'throws', `{ publicProjects(first: 100) { ${CONNECTION} } }`, undefined, { present: ['the project', (data, c) => byId(nodesOf(data.publicProjects), c.s.project.id)] }),
  gql('Query.projects', READABLE_LIST, 'throws', `{ projects(first: 100) { edges { node { databaseId name team { name } } } } }`, undefined, {
    present: ['the project', (data, c) => byId(nodesOf(data.projects), c.s.project.id)],
  }),
  gql('Query.exportProject', MANAGE_TEAM, 'named', 'query ($id: ID!) { exportProject(projectId: $id) }', (c) => ({ id: c.s.project.id }), {
    present: ['the archive', (data) => data.exportProject.format === 'sideboard.project-archive'],
  }),
  gql('Query.teamProjects', READ, 'throws', `query ($id: ID!) { teamProjects(teamId: $id, first: 100) { ${CONNECTION} } }`, (c) => ({ id: c.s.team.id })),
  gql(
    'Query.project',
    { ...READ, shared: NESTED_TEAM_ONLY },
    'nullable',
    `query ($id: ID!) { project(id: $id) {
      name team { name }
      archetypes(first: 100) { ${CONNECTION} }
      matches(first: 100) { totalCount edges { node { databaseId notes } } }
      matchupMatrix { totalMatches archetypes { name } }
      metagame { asOf }
      metagameHistory { asOf }
      deckChoice { seed candidates { name probabilityBest } }
      testNext { matches matchups { reduction } }
      testPlan { matchesPlayed players { username } }
      decklistChoices { name }
      matchesCsv { rows csv }
    } }`,
    (c) => ({ id: ID('Project', c.s.project.id) }),
    { present: ['its team', (data) => data.project.team !== null] },
  ),

  gql(
    'Query.archetype',
    { ...READ, shared: NESTED_TEAM_ONLY },
    'nullable',
    `query ($id: ID!) { archetype(id: $id) { name project { name team { name } } decklists { ${CONNECTION} } comments { totalCount edges { node { content replies { content } } } } commentCount versionImpact { matchesWithoutVersion decklists { sinceVersion opponents { statement } } } } }`,
    (c) => ({ id: c.s.archetypes[0] }),
    { present: ["its project's team", (data) => data.archetype.project.team !== null] },
  ),
  gql('Query.archetypes', PUBLIC_LIST, 'throws', `{ archetypes(scope: PUBLIC, first: 100) { ${CONNECTION} } }`, undefined, {
    note: 'PUBLIC',
    present: ['the archetype', (data, c) => byId(nodesOf(data.archetypes), c.s.archetypes[0])],
  }),
  gql('Query.archetypes', MY_PRIVATE_LIST, 'throws', `{ archetypes(scope: PRIVATE, first: 100) { ${CONNECTION} } }`, undefined, {
    note: 'PRIVATE',
    present: ['the archetype', (data, c) => byId(nodesOf(data.archetypes), c.s.archetypes[0])],
  }),
  gql('Query.archetypes', READABLE_LIST, 'throws', `{ archetypes(scope: ALL, first: 100) { ${CONNECTION} } }`, undefined, {
    note: 'ALL',
    present: ['the archetype', (data, c) => byId(nodesOf(data.archetypes), c.s.archetypes[0])],
  }),
  gql(
    'Query.decklist',
    READ,
    'nullable',
    `query ($id: ID!, $opponent: ID!) { decklist(id: $id) {
      name archetype { name } current { versionTag cards { name } } versions { totalCount } version(number: 1) { versionTag }
      compare(from: "1", to: "2") { summary { totalChanges } } evolution { totalVersions } comments { totalCount }
      sideboardGuide(opponentArchetypeId: $opponent) { in { name } notesHtml } sideboardGuides { opponentName }
    } }`,
    (c) => ({ id: c.s.decklist.id, opponent: c.s.archetypes[1] }),
  ),
  gql('Query.previewDecklistImport', WRITE_MEMBER, 'union', 'query ($id: ID!) { previewDecklistImport(archetypeId: $id, rawText: "4 Opt") { __typename ... on Error { message } } }', (c) => ({
    id: c.s.archetypes[0],
  })),

  gql('Query.match', READ, 'nullable', 'query ($id: ID!) { match(id: $id) { databaseId notes winnerArchetype { name } loserArchetype { name } project { name } } }', (c) => ({ id: c.s.matches[0] })),
  gql('Query.matchStats', READ, 'throws', 'query ($id: ID!) { matchStats(projectId: $id) { totalMatches wins } }', (c) => ({ id: c.s.project.id })),
  gql('Query.matchStats', FILTERED_READ, 'throws', 'query ($id: ID!) { matchStats(archetypeId: $id) { totalMatches wins } }', (c) => ({ id: ID('Archetype', c.s.archetypes[0]) }), {
    note: 'of an archetype',
    present: ['its matches', (data) => data.matchStats.totalMatches > 0],
  }),

  gql('Query.comment', READ, 'nullable', 'query ($id: ID!) { comment(id: $id) { content author { username } replies { content } project { name } } }', (c) => ({ id: c.s.comment })),
  gql('Query.comment', REPLY_RIGHTS, 'nullable', 'query ($id: ID!) { comment(id: $id) { viewerCanReply } }', (c) => ({ id: c.s.comment }), {
    note: 'viewerCanReply',
    present: ['reply rights', (data) => data.comment.viewerCanReply],
  }),
  gql('Query.commentCount', READ, 'named', 'query ($id: ID!) { commentCount(commentableType: archetype, commentableId: $id) }', (c) => ({ id: c.s.archetypes[0] })),
  gql('Query.viewerCanComment', REPLY_RIGHTS, 'named', 'query ($id: ID!) { viewerCanComment(commentableType: archetype, commentableId: $id) }', (c) => ({ id: c.s.archetypes[0] }), {
    present: ['posting rights', (data) => data.viewerCanComment],
  }),
  gql('Query.mentionCandidates', REPLY_RIGHTS, 'named', 'query ($id: ID!) { mentionCandidates(commentableType: archetype, commentableId: $id) { username } }', (c) => ({ id: c.s.archetypes[0] }), {
    present: ['the team to mention', (data) => data.mentionCandidates.length > 0],
  }),
  gql('Query.commentThreads', READ, 'throws', 'query ($id: ID!) { commentThreads(commentableType: archetype, commentableId: $id) { totalCount edges { node { content replies { content } } } } }', (c) => ({
    id: ID('Archetype', c.s.archetypes[0]),
  })),

  ...NODE_ROWS.map(([typename, profile, id]) =>
    gql('Query.node', profile, 'nullable', 'query ($id: ID!) { node(id: $id) { id __typename } }', (c) => ({ id: ID(typename, id(c)) }), { note: typename }),
  ),
  gql(
    'Query.node',
    OWN_FIELDS,
    'nullable',
    'query ($id: ID!) { node(id: $id) { id ... on User { username notifications { totalCount } mentions { totalCount } unreadNotificationCount } } }',
    () => ({ id: ID('User', w.member.id) }),
    { note: "the member's User", present: ['own notifications', (data) => data.node.notifications.totalCount > 0 && data.node.unreadNotificationCount !== null] },
  ),
  gql('Query.nodes', READ, 'nullable', 'query ($ids: [ID!]!) { nodes(ids: $ids) { id __typename } }', (c) => ({ ids: READABLE_NODES.map(([typename, , id]) => ID(typename, id(c))) }), {
    note: 'one of each kind',
    pick: (nodes: unknown[]) => (nodes.every((node) => node === null) ? null : nodes),
    present: ['every node', (data) => data.nodes.every(Boolean)],
  }),
];
