// Runs one row of the authorization matrix as every role and compares what each got with the decided outcome; every
// answer is searched for secrets, and a refused write must leave the database as it was.
import { expect } from 'vitest';
import { errorCodes, fingerprint, leaksIn, shown, type Outcome, type Profile, type RoleOutcomes } from '../helpers/authz-outcomes.ts';
import type { Scope } from '../helpers/authz-world.ts';
import { subscribe, until } from '../helpers/live.ts';
import { ROLES, tokenOf, type Role } from '../helpers/world.ts';
import { baseUrl, stock, t, w } from './env.ts';
import { type Call, type Entry, type LiveEntry } from './rows.ts';

/** What nobody in this role may ever receive. */
function secretsFor(role: Role): string[] {
  return [...(role === 'anonymous' || role === 'outsider' ? stock.privateSecrets : []), ...(role === 'member' ? [] : stock.memberSecrets)];
}

function withNotes(answer: string | number, notes: string[]): string | number {
  return notes.length ? `${answer} ${notes.join(' ')}` : answer;
}

/** One call as one role: what it answered, plus CHANGED when a refused write changed something and LEAK for secrets. */
async function observe(entry: Entry, scope: Scope | 'any', role: Role, expected: Outcome): Promise<string | number> {
  const c: Call = { role, scope, s: stock.scopes[scope === 'any' ? 'private' : scope], token: tokenOf(w, role) };
  const send = await entry.prepare(c);
  const refused = entry.write && expected !== 'ok';
  const before = refused ? await fingerprint(t) : undefined;
  const { shown: answered, answer } = await send();
  const notes = leaksIn(answer, secretsFor(role)).map((secret) => `LEAK ${secret}`);
  if (before !== undefined && (await fingerprint(t)) !== before) notes.push('CHANGED');
  return withNotes(answered, notes);
}

export async function checkEntry(entry: Entry, scope: Scope | 'any', outcomes: RoleOutcomes): Promise<void> {
  const expected: Record<string, string | number> = {};
  const observed: Record<string, string | number> = {};
  for (const role of ROLES) {
    expected[role] = shown(outcomes[role], entry.style, entry.status, entry.target);
    observed[role] = await observe(entry, scope, role, outcomes[role]);
  }
  expect(observed).toEqual(expected);
}

/** Subscribes as every role at once, makes events happen until every allowed subscriber has one, then compares. */
export async function checkLive(entry: LiveEntry, scope: Scope | 'any', outcomes: RoleOutcomes): Promise<void> {
  const s = stock.scopes[scope === 'any' ? 'public' : scope];
  const subscriptions = Object.fromEntries(ROLES.map((role) => [role, subscribe(baseUrl, tokenOf(w, role), entry.query, entry.variables?.(s) ?? {})]));
  try {
    const allowed = ROLES.filter((role) => outcomes[role] === 'ok');
    const refused = ROLES.filter((role) => outcomes[role] !== 'ok');
    await until(() => refused.every((role) => subscriptions[role].errors.length > 0)).catch(() => {});
    // Subscribing completes asynchronously: trigger until every allowed subscriber is live and has had an event.
    for (let attempt = 0; attempt < 30 && !allowed.every((role) => subscriptions[role].events.length > 0); attempt += 1) {
      await entry.trigger(s, scope);
      await until(() => allowed.every((role) => subscriptions[role].events.length > 0), 300).catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const expected: Record<string, string> = {};
    const observed: Record<string, string> = {};
    for (const role of ROLES) {
      const { events, errors } = subscriptions[role];
      expected[role] = String(shown(outcomes[role], 'subscription', 200, 'events'));
      const notes = leaksIn(events, secretsFor(role)).map((secret) => `LEAK ${secret}`);
      if (entry.isFor && events.some((event) => !entry.isFor!(event, role))) notes.push("LEAK someone else's event");
      observed[role] = String(withNotes(errors.length ? errorCodes(errors) : events.length ? 'event' : 'no event', notes));
    }
    expect(observed).toEqual(expected);
  } finally {
    await Promise.all(Object.values(subscriptions).map((subscription) => subscription.close()));
  }
}

/** The targets a profile decides, in a stable order. */
export const scopesOf = (profile: Profile) => (['any', 'private', 'public', 'shared'] as const).filter((scope) => profile[scope]);
