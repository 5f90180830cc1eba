// Decklist test data made through the REST API as the team member: fixture texts, archetypes and decklists, and
// the calls most decklist tests make.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { t, w } from './app-with-world.ts';

export const fixture = (name: string) => readFileSync(new URL(`../../unit/deck-import/fixtures/${name}`, import.meta.url), 'utf8');

export const BURN = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Instant', cost: 'R' },
  { name: 'Goblin Guide', quantity: 4, type: 'Creature', rarity: 'rare' },
  { name: 'Mountain', quantity: 20, type: 'Land' },
];

export async function newArchetype(projectId: string, name = 'Burn', game = 'Magic: The Gathering'): Promise<string> {
  const response = await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: projectId, name, game } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

export async function newDecklist(archetypeId: string, cards: object[] = BURN, extra: object = {}): Promise<{ id: string; version_tag: string }> {
  const response = await t.rest('POST', '/decklists', { token: w.member.token, body: { archetype_id: archetypeId, cards, ...extra } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** As the team member unless a token is given (null calls anonymously). */
export const put = (id: string, body: object, token: string | null = w.member.token) => t.rest('PUT', `/decklists/${id}`, { token: token ?? undefined, body });
export const importText = (body: object, token: string | null = w.member.token) => t.rest('POST', '/decklists/import', { token: token ?? undefined, body });
export const decklistCount = () => t.app.deps.db.decklist.count();
