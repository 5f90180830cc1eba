// Version impact: for each decklist of an archetype and each opponent, the record with the decklist's versions since
// a version against the record before it (domain/matchup/version-impact.ts). Only matches that recorded which version
// of the decklist was played count; mirror matches are left out (both sides are the archetype).
import type { RequestContext } from '../../context.ts';
import { compareVersions, type Record, type VersionComparison } from '../../domain/matchup/version-impact.ts';
import { parseInput } from '../../domain/validation/parse-input.ts';
import { versionImpactQuerySchema, type VersionImpactQuery } from '../../domain/validation/version-impact.ts';
import { readableArchetype } from '../archetypes/archetype-queries.ts';
import { DECKLIST_ORDER } from '../decklists/decklist-queries.ts';

export interface OpponentImpact extends VersionComparison {
  opponent: { id: string; name: string; shortName: string };
  /** The record with each version that played the matchup, oldest first. */
  byVersion: (Record & { version: number })[];
}

export interface DecklistImpact {
  decklist: { id: string; name: string; currentVersion: number };
  /** The first version counted as "since"; null when no match recorded a version of this decklist. */
  sinceVersion: number | null;
  opponents: OpponentImpact[];
}

export interface VersionImpact {
  archetypeId: string;
  decklists: DecklistImpact[];
  /** Matches of the archetype (mirrors left out) that did not record a version of its decklist. */
  matchesWithoutVersion: number;
}

type Tally = Map<string, Map<number, Record>>; // opponent → version → record

function add(tally: Tally, opponentId: string, version: number, won: boolean) {
  const versions = tally.get(opponentId) ?? tally.set(opponentId, new Map()).get(opponentId)!;
  const record = versions.get(version) ?? versions.set(version, { wins: 0, losses: 0 }).get(version)!;
  if (won) record.wins++;
  else record.losses++;
}

const sum = (records: Record[]): Record => records.reduce((a, r) => ({ wins: a.wins + r.wins, losses: a.losses + r.losses }), { wins: 0, losses: 0 });

/** GET /archetypes/{id}/version-impact */
export async function getVersionImpact(ctx: RequestContext, archetypeId: string, query: VersionImpactQuery = {}): Promise<VersionImpact> {
  const { since } = parseInput(versionImpactQuerySchema, query);
  const archetype = await readableArchetype(ctx, archetypeId);
  const [decklists, matches, opponents] = await Promise.all([
    ctx.db.decklist.findMany({ where: { archetypeId: archetype.id }, orderBy: DECKLIST_ORDER, select: { id: true, name: true, currentVersion: true } }),
    ctx.db.match.findMany({
      where: {
        projectId: archetype.project.id,
        isActive: true,
        OR: [{ winnerArchetypeId: archetype.id }, { loserArchetypeId: archetype.id }],
        NOT: { winnerArchetypeId: archetype.id, loserArchetypeId: archetype.id },
      },
      select: { winnerArchetypeId: true, loserArchetypeId: true, winnerDecklistId: true, loserDecklistId: true, winnerDecklistVersion: true, loserDecklistVersion: true },
    }),
    ctx.db.archetype.findMany({ where: { projectId: archetype.project.id }, select: { id: true, name: true, shortName: true } }),
  ]);
  const tallies = new Map<string, Tally>(decklists.map((d) => [d.id, new Map()]));
  let matchesWithoutVersion = 0;
  for (const m of matches) {
    const won = m.winnerArchetypeId === archetype.id;
    const decklistId = won ? m.winnerDecklistId : m.loserDecklistId;
    const version = won ? m.winnerDecklistVersion : m.loserDecklistVersion;
    const tally = decklistId ? tallies.get(decklistId) : undefined;
    if (!tally || version === null) matchesWithoutVersion++;
    else add(tally, won ? m.loserArchetypeId : m.winnerArchetypeId, version, won);
  }
  const opponentById = new Map(opponents.map((o) => [o.id, o]));
  return {
    archetypeId: archetype.id,
    matchesWithoutVersion,
    decklists: decklists.map((decklist) => {
      const tally = tallies.get(decklist.id)!;
      const played = [...tally.values()].flatMap((versions) => [...versions.keys()]);
      const sinceVersion = since ?? (played.length > 0 ? Math.max(...played) : null);
      const rows = sinceVersion === null ? [] : [...tally.entries()].map(([opponentId, versions]) => {
        const byVersion = [...versions.entries()].sort(([a], [b]) => a - b).map(([version, record]) => ({ version, ...record }));
        const comparison = compareVersions(sinceVersion, sum(byVersion.filter((r) => r.version >= sinceVersion)), sum(byVersion.filter((r) => r.version < sinceVersion)));
        return { ...comparison, opponent: opponentById.get(opponentId)!, byVersion };
      });
      return { decklist, sinceVersion, opponents: rows.sort((a, b) => a.opponent.name.localeCompare(b.opponent.name)) };
    }),
  };
}
