// A Pro Tour's matchup records from ../shared/realworld/metagame-shares/ (protour-data-viz stats: per archetype its
// record against each other, each non-mirror pair listed from both sides; see that folder's FORMAT.md).
import type { MatchupRecord } from '../../../server/domain/statistics/records.ts';
import { realworldText } from '../realworld.ts';

interface Stats {
  archetypes: Record<string, { archetype: string; matchups: Record<string, { wins: number; losses: number; draws: number }> }>;
}

/** The event's archetypes and one record per pair (from the alphabetically first archetype's side), mirrors left out. */
export function proTourRecords(id: '394299' | '415628'): { archetypes: string[]; records: MatchupRecord[] } {
  const stats = JSON.parse(realworldText('metagame-shares', `protour-data-viz__tournament-${id}-stats.json`)) as Stats;
  const archetypes = Object.keys(stats.archetypes).sort();
  const records: MatchupRecord[] = [];
  for (const a of archetypes) {
    for (const [b, r] of Object.entries(stats.archetypes[a].matchups)) {
      if (a < b && r.wins + r.losses + r.draws > 0) records.push({ archetypeId: a, opponentId: b, wins: r.wins, losses: r.losses, draws: r.draws });
    }
  }
  return { archetypes, records };
}
