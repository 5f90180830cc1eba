// Comment test data made through the REST API as the world's people: fresh archetypes and decklists to comment on
// (so that each test counts its own comments), posting, and reading threads.
import { expect } from 'vitest';
import { t, w } from './app-with-world.ts';

export type Target = { type: 'archetype' | 'decklist'; id: string };

/** A new archetype (created by the team member) so that each test counts its own comments. */
export async function archetypeIn(projectId: string, name = 'Izzet Phoenix'): Promise<Target> {
  const response = await t.rest('POST', '/archetypes', { token: w.member.token, body: { project_id: projectId, name, game: 'Magic: The Gathering' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { type: 'archetype', id: response.body.id };
}

export async function decklistOf(archetype: Target): Promise<Target> {
  const response = await t.rest('POST', '/decklists/import', {
    token: w.member.token,
    body: { archetype_id: archetype.id, raw_text: '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { type: 'decklist', id: response.body.id };
}

export const post = (token: string | undefined, body: object) => t.rest('POST', '/comments', { token, body });

/** Posts as `token` (the member by default) and returns the new comment. */
export async function comment(target: Target, content: string, token: string = w.member.token, parentId?: string) {
  const response = await post(token, { content, commentable_type: target.type, commentable_id: target.id, ...(parentId ? { parent_id: parentId } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

export const threadsOf = (target: Target, token?: string, extra = '') =>
  t.rest('GET', `/comments/threads?commentable_type=${target.type}&commentable_id=${target.id}${extra}`, { token });

export const commentCount = async () => t.app.deps.db.comment.count();
