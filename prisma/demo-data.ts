// The demo data set behind `npm run seed` (and the benchmarks): a public team with a Modern project — five
// archetypes, three imported and tuned decklists, 90 matches, a comment thread with a mention — and a private
// Pokémon project. It goes through the same services as the API, acting as the demo users.
// Demo accounts (password "sideboard-demo"): mira@demo.sideboard (team owner), jonas@demo.sideboard (team admin),
// kai@demo.sideboard (member).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { viewerOf, type AppDeps, type RequestContext } from '../server/context.ts';
import { Viewer } from '../server/services/viewer.ts';
import { registerUser } from '../server/services/auth/register-user.ts';
import { createTeam } from '../server/services/teams/create-team.ts';
import { inviteMember } from '../server/services/teams/invite-member.ts';
import { acceptTeamInvitation } from '../server/services/teams/answer-invitation.ts';
import { listMyInvitations } from '../server/services/teams/invitation-queries.ts';
import { createProject } from '../server/services/projects/create-project.ts';
import { createArchetype } from '../server/services/archetypes/create-archetype.ts';
import { importDecklist } from '../server/services/decklists/import-decklist.ts';
import { updateDecklist } from '../server/services/decklists/update-decklist.ts';
import { logMatch } from '../server/services/matches/log-match.ts';
import { postComment } from '../server/services/comments/post-comment.ts';

export const DEMO_PASSWORD = 'sideboard-demo';
export const DEMO_OWNER_EMAIL = 'mira@demo.sideboard';
const DATA = join(import.meta.dirname, 'seed-data');
const deckText = (file: string) => readFileSync(join(DATA, file), 'utf8');

/** A small deterministic PRNG (mulberry32), so every seed produces the same matches. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Loads the demo data unless it is there already; returns whether it loaded it. */
export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  if (await deps.db.user.findUnique({ where: { email: DEMO_OWNER_EMAIL } })) return false;
  await seed(deps);
  return true;
}

async function seed(deps: AppDeps) {
  const as = async (user: { id: string }): Promise<RequestContext> => ({ ...deps, viewer: (await viewerOf(deps, user.id))!, clientAddress: null });
  const anonymous: RequestContext = { ...deps, viewer: Viewer.anonymous(), clientAddress: null };
  const people = await Promise.all(
    [
      { username: 'mira', displayName: 'Mira Santos' },
      { username: 'jonas', displayName: 'Jonas Berg' },
      { username: 'kai', displayName: 'Kai Tanaka' },
    ].map(async (p) => (await registerUser(anonymous, { ...p, email: `${p.username}@demo.sideboard`, password: DEMO_PASSWORD })).user),
  );
  // Demo addresses cannot receive mail: they are confirmed here instead of through the emailed link.
  await deps.db.user.updateMany({ where: { id: { in: people.map((p) => p.id) } }, data: { emailVerified: true } });
  const [mira, jonas, kai] = await Promise.all(people.map(as));

  const { team } = await createTeam(mira, { name: 'Copper Sky Gaming', description: 'A testing group preparing for RCQs and regional championships.', visibility: 'public' });
  await inviteMember(mira, team.id, { identifier: 'jonas', role: 'admin' });
  await inviteMember(mira, team.id, { identifier: 'kai', role: 'member' });
  for (const invitee of [jonas, kai]) for (const invitation of await listMyInvitations(invitee)) await acceptTeamInvitation(invitee, invitation.id);
  for (const ctx of [mira, jonas, kai]) await ctx.viewer.refresh();

  const modern = await createProject(mira, {
    teamId: team.id,
    name: 'Modern RCQ Season',
    description: 'Which deck do we bring to the next RCQ? Gauntlet testing against the top of the metagame.',
    visibility: 'public',
    game: 'Magic: The Gathering',
    format: 'Modern',
    tags: ['rcq', 'bo3', 'gauntlet'],
  });
  const archetypeNames = ['Boros Energy', 'Eldrazi Tron', 'Amulet Titan', 'Jeskai Control', 'Domain Zoo'];
  const archetypes = [];
  for (const name of archetypeNames) {
    archetypes.push(await createArchetype(mira, { projectId: modern.id, name, game: 'Magic: The Gathering', format: 'Modern', description: `Our reference ${name} list.` }));
  }

  const lists = [
    { archetype: archetypes[0], file: 'boros-energy.txt' },
    { archetype: archetypes[1], file: 'eldrazi-tron.txt' },
    { archetype: archetypes[2], file: 'amulet-titan.txt' },
  ];
  const decklists = [];
  for (const { archetype, file } of lists) {
    decklists.push(await importDecklist(jonas, { archetypeId: archetype.id, rawText: deckText(file), notes: 'Imported from our shared doc.' }));
  }
  // Two rounds of tuning on the energy list, so history, comparison and evolution have something to show.
  const energy = decklists[0].decklist;
  const cards = decklists[0].version.cards.map(({ name, quantity, type, cost, rarity, set, number }) => ({ name, quantity, type, cost, rarity, set, number }));
  const tuned = cards.map((c) => (c.name === 'Thraben Charm' ? { ...c, quantity: 1 } : c));
  tuned.push({ name: 'Fable of the Mirror-Breaker', quantity: 1, type: 'Main Deck', cost: null, rarity: null, set: null, number: null });
  await updateDecklist(jonas, energy.id, { cards: tuned, changeSummary: '-1 Thraben Charm, +1 Fable for the mirror', notes: 'Fable overperformed in the mirror.' });
  const sideboarded = tuned.map((c) => (c.name === 'Blood Moon' ? { ...c, quantity: 2 } : c));
  sideboarded.push({ name: 'Celestial Purification', quantity: 1, type: 'Sideboard', cost: null, rarity: null, set: null, number: null });
  await updateDecklist(mira, energy.id, { cards: sideboarded, changeSummary: 'Trim Blood Moon for Celestial Purification', notes: 'Tron and Amulet need different answers.' });

  // Matches drawn from fixed "true" matchup odds, over the last four weeks.
  const odds: Record<string, number> = { '0-1': 0.58, '0-2': 0.45, '0-3': 0.62, '0-4': 0.5, '1-2': 0.55, '1-3': 0.4, '1-4': 0.66, '2-3': 0.6, '2-4': 0.47, '3-4': 0.52 };
  const players = [mira, jonas, kai];
  const next = random(20261122);
  const now = Date.now();
  for (let i = 0; i < 90; i++) {
    const a = Math.floor(next() * 5);
    const b = (a + 1 + Math.floor(next() * 4)) % 5;
    const [low, high] = a < b ? [a, b] : [b, a];
    const lowWins = next() < odds[`${low}-${high}`];
    const [winner, loser] = lowWins ? [low, high] : [high, low];
    const [winnerPlayer, loserPlayer] = [players[i % 3], players[(i + 1) % 3]];
    const recorder = players[(i + 2) % 3];
    await logMatch(recorder, {
      projectId: modern.id,
      winnerArchetypeId: archetypes[winner].id,
      loserArchetypeId: archetypes[loser].id,
      winnerDecklistId: decklists[winner]?.decklist.id ?? null,
      loserDecklistId: decklists[loser]?.decklist.id ?? null,
      winnerUserId: winnerPlayer.viewer.user!.id,
      loserUserId: loserPlayer.viewer.user!.id,
      wentFirst: next() < 0.55,
      matchDate: new Date(now - Math.floor(next() * 28 * 24 * 60) * 60_000).toISOString(),
      notes: i % 11 === 0 ? 'Game 3 went long; sideboard plan held up.' : null,
    });
  }

  const opener = await postComment(mira, {
    commentableType: 'archetype',
    commentableId: archetypes[0].id,
    content: 'Energy is still the deck to beat. @jonas can you log the Tron games from Friday? I think we are **favoured** there.',
  });
  const reply = await postComment(jonas, {
    commentableType: 'archetype',
    commentableId: archetypes[0].id,
    parentId: opener.id,
    content: 'Logged them. Tron felt closer to 55/45 than the matrix says; Chalice on 1 is rough.',
  });
  await postComment(kai, {
    commentableType: 'archetype',
    commentableId: archetypes[0].id,
    parentId: reply.id,
    content: 'Agreed — siding in the second Wear // Tear helped a lot.',
  });
  await postComment(kai, {
    commentableType: 'decklist',
    commentableId: energy.id,
    content: 'Version 3 looks right to me. Should we try `Celestial Purification` main?',
  });

  const pokemon = await createProject(jonas, {
    teamId: team.id,
    name: 'Worlds Prep',
    description: 'Private testing for the Pokémon World Championships.',
    visibility: 'private',
    game: 'Pokémon TCG',
    format: 'Standard',
    tags: ['worlds'],
  });
  const charizard = await createArchetype(jonas, { projectId: pokemon.id, name: 'Charizard ex', game: 'Pokémon TCG', format: 'Standard' });
  await createArchetype(jonas, { projectId: pokemon.id, name: 'Lugia VSTAR', game: 'Pokémon TCG', format: 'Standard' });
  await importDecklist(kai, { archetypeId: charizard.id, rawText: deckText('pokemon-charizard.txt') });
}
