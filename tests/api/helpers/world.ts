// A small world for authorization tests: a private team with a private and a public project, a public team with a
// public project, and one user in each role (plus an outsider, a site admin and the anonymous visitor).
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { joinTeam, signedInUser, type TestUser } from './users.ts';

export interface World {
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  outsider: TestUser;
  siteAdmin: TestUser;
  privateTeam: { id: string };
  publicTeam: { id: string };
  privateProject: { id: string };
  publicProjectOfPrivateTeam: { id: string };
  publicProject: { id: string };
}

export type Role = 'anonymous' | 'outsider' | 'member' | 'admin' | 'owner' | 'siteAdmin';
export const ROLES: Role[] = ['anonymous', 'outsider', 'member', 'admin', 'owner', 'siteAdmin'];

export function tokenOf(world: World, role: Role): string | undefined {
  return role === 'anonymous' ? undefined : world[role].token;
}

async function created(t: TestApp, path: string, token: string, body: object): Promise<{ id: string }> {
  const response = await t.rest('POST', path, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const [owner, admin, member, outsider, siteAdmin] = await Promise.all([
    signedInUser(t, { display_name: 'Olivia Owner' }),
    signedInUser(t),
    signedInUser(t),
    signedInUser(t),
    signedInUser(t, { admin: true }),
  ]);
  const privateTeam = await created(t, '/teams', owner.token, { name: 'Private Squad', visibility: 'private' });
  const publicTeam = await created(t, '/teams', owner.token, { name: 'Open Guild', visibility: 'public', description: 'We share everything' });
  await joinTeam(t, owner.token, privateTeam.id, admin, 'admin');
  await joinTeam(t, owner.token, privateTeam.id, member);
  await joinTeam(t, owner.token, publicTeam.id, admin, 'admin');
  await joinTeam(t, owner.token, publicTeam.id, member);
  const base = { game: 'Magic: The Gathering', format: 'Modern' };
  const privateProject = await created(t, '/projects', owner.token, { ...base, name: 'Secret Tech', team_id: privateTeam.id, tags: ['rcq'] });
  const publicProjectOfPrivateTeam = await created(t, '/projects', owner.token, { ...base, name: 'Shared Findings', team_id: privateTeam.id, visibility: 'public' });
  const publicProject = await created(t, '/projects', owner.token, { ...base, name: 'Open Gauntlet', team_id: publicTeam.id, visibility: 'public' });
  return { owner, admin, member, outsider, siteAdmin, privateTeam, publicTeam, privateProject, publicProjectOfPrivateTeam, publicProject };
}
