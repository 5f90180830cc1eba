// Parity of the two public APIs: every documented REST call (the route table) is run next to the matching GraphQL
// operation and the data compared; a call without a counterpart must say why. A new route without a case fails.
import { describe, expect, it } from 'vitest';
import { routes } from '../../server/rest/routes.ts';
import type { ParityCases } from './parity/cases.ts';
import { accountCases } from './parity/accounts.ts';
import { accountManagementCases } from './parity/account-management.ts';
import { adminCases } from './parity/admin.ts';
import { conversationCases } from './parity/conversations.ts';
import { deckCases } from './parity/decks.ts';
import { matchCases } from './parity/matches.ts';
import { sideboardGuideCases } from './parity/sideboard-guides.ts';
import { teamAndProjectCases } from './parity/teams-and-projects.ts';
import { cardCases } from './parity/cards.ts';
import { tokenCases } from './parity/tokens.ts';
import { invitationCases } from './parity/invitations.ts';
import { teamManagementCases } from './parity/team-management.ts';
import { decisionCases } from './parity/decisions.ts';
import { t, useAppWithWorld, w } from './helpers/app-with-world.ts';
import { API_DOC, ONE_SIDED } from './parity/capabilities.ts';

useAppWithWorld();

const cases: ParityCases = { ...accountCases, ...accountManagementCases, ...teamAndProjectCases, ...deckCases, ...sideboardGuideCases, ...matchCases, ...adminCases, ...conversationCases, ...cardCases, ...tokenCases, ...invitationCases, ...decisionCases, ...teamManagementCases };
const documented = routes.map((route) => `${route.method} ${route.path}`);

describe('REST and GraphQL parity', () => {
  it('has a case for every documented call, and every case names one', () => {
    expect(documented.filter((call) => !(call in cases))).toEqual([]);
    expect(Object.keys(cases).filter((call) => !documented.includes(call))).toEqual([]);
  });

  for (const call of documented) {
    const entry = cases[call];
    if (typeof entry !== 'function') {
      it(`${call} has no GraphQL counterpart, with a reason`, () => expect(entry?.none.length).toBeGreaterThan(10));
      continue;
    }
    it(call, async () => {
      const [rest, graphql] = await entry({ t, w });
      expect(JSON.stringify(rest)).not.toMatch(/^(null|undefined|\[\]|\{\})?$/);
      expect(graphql).toEqual(rest);
    });
  }
});

describe('capabilities only one API has', () => {
  it.each(ONE_SIDED.map((c) => [c.row, c] as const))('%s: in one API only, as docs/api.md says', (row, capability) => {
    const documentedRow = API_DOC.split('\n').find((line) => line.startsWith(`| ${row} |`));
    expect(documentedRow, row).toBeDefined();
    const [, rest, graphql] = documentedRow!.split(' | ');
    expect({ rest: capability.rest, graphql: capability.graphql }).toEqual({ rest: rest.trim() !== '—' && !rest.startsWith('— '), graphql: graphql.trim() !== '—' && !graphql.startsWith('— ') });
    expect(capability.rest !== capability.graphql, `${row} is in both APIs now: take it out of the table`).toBe(true);
  });
});
