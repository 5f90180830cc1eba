import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ROLES, tokenOf, type Role } from './helpers/world.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

/** Creates as `token`; `as` defaults to the team member (pass null to call anonymously). */
const create = (projectId: string, body: object, as: string | null = w.member.token) =>
  t.rest('POST', '/archetypes', { token: as ?? undefined, body: { project_id: projectId, game: 'Magic: The Gathering', ...body } });

describe('archetypes', () => {
  it('creates with a generated short name when none is given, and keeps a given one', async () => {
    const generated = await create(w.privateProject.id, { name: '  Mono Red Aggro ', format: 'Modern', description: '' });
    expect(generated).toMatchObject({ status: 201, body: { name: 'Mono Red Aggro', short_name: 'MRA', format: 'Modern', description: null, is_active: true } });
    const given = await create(w.privateProject.id, { name: 'Izzet Phoenix', short_name: 'PHX' });
    expect(given.body.short_name).toBe('PHX');
  });

  it.each([
    [{ name: '' }, 'Archetype name is required'],
    [{ name: 'x'.repeat(201) }, 'Archetype name must be at most 200 characters'],
    [{ name: 'Fine', short_name: 'TOOLONG' }, 'Short name must be at most 5 characters'],
    [{ name: 'Fine', game: '  ' }, 'Game is required'],
  ])('refuses %j with "%s"', async (body, message) => {
    expect(await create(w.privateProject.id, body)).toMatchObject({ status: 400, body: { message } });
  });

  it('lets only members of the team create, change and delete', async () => {
    const statuses: Record<string, number> = {};
    for (const role of ROLES) statuses[role] = (await create(w.privateProject.id, { name: `By ${role}` }, tokenOf(w, role as Role) ?? null)).status;
    expect(statuses).toEqual({ anonymous: 401, outsider: 404, member: 201, admin: 201, owner: 201, siteAdmin: 403 });

    const archetype = (await create(w.publicProject.id, { name: 'Public Deck' })).body;
    expect((await t.rest('PUT', `/archetypes/${archetype.id}`, { token: w.outsider.token, body: { name: 'Hijacked' } })).status).toBe(403);
    expect((await t.rest('DELETE', `/archetypes/${archetype.id}`, { token: w.outsider.token })).status).toBe(403);
    expect((await t.rest('DELETE', `/archetypes/${archetype.id}`)).status).toBe(401);
    expect((await t.rest('GET', `/projects/${w.publicProject.id}/archetypes`)).body.map((a: { name: string }) => a.name)).toContain('Public Deck');
  });

  it('updates given fields only, regenerates an emptied short name, and deactivates', async () => {
    const archetype = (await create(w.privateProject.id, { name: 'Rakdos Midrange', format: 'Pioneer', description: 'Grindy' })).body;
    const renamed = await t.rest('PUT', `/archetypes/${archetype.id}`, { token: w.admin.token, body: { name: 'Rakdos Sacrifice', short_name: '' } });
    expect(renamed.body).toMatchObject({ name: 'Rakdos Sacrifice', short_name: 'RS', format: 'Pioneer', description: 'Grindy' });
    const cleared = await t.rest('PUT', `/archetypes/${archetype.id}`, { token: w.admin.token, body: { format: null, is_active: false } });
    expect(cleared.body).toMatchObject({ format: null, is_active: false, name: 'Rakdos Sacrifice' });
    expect((await t.rest('PUT', `/archetypes/${archetype.id}`, { token: w.admin.token, body: { colour: 'red' } })).status).toBe(400);
  });

  it('filters project lists by game and format, and lists public, private and all for the decks page', async () => {
    await create(w.publicProject.id, { name: 'Lorcana Steel', game: 'Disney Lorcana', format: 'Core Constructed' });
    const names = async (path: string, token?: string) => (await t.rest('GET', path, { token })).body.map((a: { name: string }) => a.name);
    expect(await names(`/projects/${w.publicProject.id}/archetypes?game=disney%20lorcana`)).toEqual(['Lorcana Steel']);
    expect(await names(`/projects/${w.publicProject.id}/archetypes?format=Core%20Constructed`)).toEqual(['Lorcana Steel']);
    expect(await names('/archetypes/public?search=steel')).toEqual(['Lorcana Steel']);
    expect(await names('/archetypes/public')).not.toContain('Mono Red Aggro');
    expect(await names('/archetypes/private', w.member.token)).toContain('Mono Red Aggro');
    expect(await names('/archetypes/private', w.member.token)).not.toContain('Lorcana Steel');
    expect(await names('/archetypes', w.outsider.token)).not.toContain('Mono Red Aggro');
    expect((await t.rest('GET', `/projects/${w.privateProject.id}/archetypes`, { token: w.outsider.token })).status).toBe(404);
  });

  it('keeps private archetypes out of GraphQL for outsiders', async () => {
    const archetype = (await create(w.privateProject.id, { name: 'Hidden Combo' })).body;
    const query = `query ($g: ID!, $id: ID!) { node(id: $g) { id } archetype(id: $id) { name project { name } } archetypes(scope: PUBLIC, filter: { search: "Hidden" }) { totalCount } }`;
    const variables = { g: encodeGlobalID('Archetype', archetype.id), id: archetype.id };
    const outsider = await t.gql(query, variables, w.outsider.token);
    expect(outsider.data).toEqual({ node: null, archetype: null, archetypes: { totalCount: 0 } });
    const member = await t.gql(query, variables, w.member.token);
    expect(member.data?.archetype).toEqual({ name: 'Hidden Combo', project: { name: 'Secret Tech' } });
    const all = await t.gql(`{ archetypes(scope: ALL, filter: { search: "Hidden" }) { totalCount edges { node { name viewerIsMember } } } }`, {}, w.member.token);
    expect(all.data?.archetypes).toEqual({ totalCount: 1, edges: [{ node: { name: 'Hidden Combo', viewerIsMember: true } }] });
  });

  it('creates, updates and deletes through GraphQL', async () => {
    const created = await t.gql(
      `mutation ($input: CreateArchetypeInput!) { createArchetype(input: $input) { __typename ... on CreateArchetypePayload { archetype { id shortName } } } }`,
      { input: { projectId: w.publicProject.id, name: 'Dimir Control', game: 'Magic: The Gathering' } },
      w.member.token,
    );
    const id = created.data?.createArchetype.archetype.id;
    expect(created.data?.createArchetype.archetype.shortName).toBe('DC');
    const updated = await t.gql(
      `mutation ($input: UpdateArchetypeInput!) { updateArchetype(input: $input) { ... on UpdateArchetypePayload { archetype { name isActive format } } } }`,
      { input: { id, isActive: false } },
      w.member.token,
    );
    expect(updated.data?.updateArchetype.archetype).toEqual({ name: 'Dimir Control', isActive: false, format: null });
    const deleted = await t.gql(`mutation ($input: DeleteArchetypeInput!) { deleteArchetype(input: $input) { __typename } }`, { input: { id } }, w.member.token);
    expect(deleted.data?.deleteArchetype.__typename).toBe('DeleteArchetypePayload');
    expect((await t.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id }, w.member.token)).data?.node).toBeNull();
  });
});
