// The REST lists answered as bare arrays page the same way as /api/matches: limit (at most 100) and offset, the
// total in X-Total-Count; without limit the whole list, as clients written before the paging expect.
import { describe, expect, it } from 'vitest';
import { routes } from '../../server/rest/routes.ts';
import { pagedAtEdge } from '../../server/rest/paging.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';

useAppWithWorld();

const paged = routes.filter(pagedAtEdge);

describe('paging of bare-array lists', () => {
  it('covers every GET list without paging of its own, and only those', () => {
    expect(paged.map((r) => r.path)).toEqual(expect.arrayContaining(['/teams', '/teams/:id/members', '/projects', '/archetypes', '/decklists/:id/versions', '/tokens', '/auth/sessions']));
    expect(paged.map((r) => r.path)).not.toContain('/matches');
    expect(paged.map((r) => r.path)).not.toContain('/cards/search');
    expect(paged.length).toBeGreaterThanOrEqual(22);
  });

  it('pages a list: limit, offset, and the total in X-Total-Count', async () => {
    const whole = await t.rest('GET', '/teams', { token: w.owner.token });
    expect(whole.body.length).toBe(2);
    expect(whole.headers.get('x-total-count')).toBe('2');
    const second = await t.rest('GET', '/teams?limit=1&offset=1', { token: w.owner.token });
    expect(second.body).toEqual([whole.body[1]]);
    expect(second.headers.get('x-total-count')).toBe('2');
    expect((await t.rest('GET', '/teams?offset=5', { token: w.owner.token })).body).toEqual([]);
  });

  it('pages a list with filters of its own', async () => {
    const all = await t.rest('GET', `/teams/${w.privateTeam.id}/members`, { token: w.owner.token });
    const page = await t.rest('GET', `/teams/${w.privateTeam.id}/members?limit=2`, { token: w.owner.token });
    expect(page.body).toEqual(all.body.slice(0, 2));
    expect(page.headers.get('x-total-count')).toBe(String(all.body.length));
  });

  it.each(paged.map((r) => [r.path, r] as const))('%s refuses a limit over 100, a negative offset', async (_path, route) => {
    const path = route.path.replace(/:\w+/g, w.publicProject.id);
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'limit=x']) {
      const response = await t.rest('GET', `${path}?${query}`, { token: w.siteAdmin.token });
      expect(response.status, `${path}?${query}`).toBe(400);
    }
  });

  it('states the parameters and the header in the document', async () => {
    const { body: doc } = await t.rest('GET', '/openapi.json');
    const operation = doc.paths['/api/teams/{id}/members'].get;
    expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'limit', schema: expect.objectContaining({ maximum: 100 }) }), expect.objectContaining({ name: 'offset' })]));
    expect(operation.responses['200'].headers['X-Total-Count']).toBeDefined();
  });
});
