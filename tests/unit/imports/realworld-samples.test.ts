// Every file in ../shared/realworld/game-logs and tournament-results, given to every importer: the importer of its
// kind reads it (or refuses it, for the notes and documents beside the samples), and the others refuse it — naming
// what it is when they can tell. A sample added to the folders fails here until this table says what becomes of it.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseArenaLog, parseEventFile, parseMtgoGameLog, parsePtcglBattleLog, type ImportResult, type ImportSource } from '../../../server/domain/imports/index.ts';
import { REALWORLD, realworldBytes } from '../realworld.ts';

const IMPORTERS: [ImportSource, (bytes: Uint8Array) => ImportResult<unknown>][] = [
  ['mtga', parseArenaLog],
  ['mtgo', (bytes) => parseMtgoGameLog(bytes)],
  ['ptcgl', parsePtcglBattleLog],
  ['event', parseEventFile],
];

/** The importer that reads each sample, or what the importer of its folder answers for a file that is not one. */
const EXPECTED: Record<string, ImportSource | 'UNKNOWN_SHAPE' | 'notes'> = {
  'game-logs/FORMAT.md': 'notes',
  'game-logs/PROVENANCE.md': 'notes',
  'game-logs/mtga/mtg-arena-tool__match-test.expected.json': 'UNKNOWN_SHAPE',
  'game-logs/mtga/mtg-arena-tool__match-test__lines198-8494.log': 'mtga',
  'game-logs/mtga/mtga-play-by-play__bo3-match.json.gz': 'mtga',
  'game-logs/mtga/mtga-play-by-play__card-names.json': 'UNKNOWN_SHAPE',
  'game-logs/mtga/mtga-play-by-play__sample-match.expected.md': 'notes',
  'game-logs/mtga/mtga-play-by-play__sample-match.json.gz': 'mtga',
  'game-logs/mtga/mtga-play-by-play__sample-match.jsonl': 'mtga',
  'game-logs/mtgo/mtgo_utils__Match_GameLog_TEST01.dat': 'mtgo',
  'game-logs/mtgo/mtgo_utils__Match_GameLog_TEST01.log': 'mtgo',
  'game-logs/mtgo/mtgo_utils__Match_GameLog_TEST02.dat': 'mtgo',
  'game-logs/mtgo/mtgo_utils__Match_GameLog_TEST02.log': 'mtgo',
  'game-logs/mtgo/mtgo_utils__Match_GameLog_TEST03.dat': 'mtgo',
  'game-logs/mtgo/mtgo_utils__Match_GameLog_TEST03.log': 'mtgo',
  'game-logs/mtgo/mtgo_utils__Match_GameLog_TEST04.dat': 'mtgo',
  'game-logs/mtgo/mtgo_utils__Match_GameLog_TEST04.log': 'mtgo',
  'game-logs/mtgo/videre-mtgo-tracker__Match_GameLog_cd9cc466-0607-45f3-b7e2-d9dfd4d83bb3.dat': 'mtgo',
  'game-logs/ptcgl/training-court__battleLogBrazilianPortuguese.txt': 'ptcgl',
  'game-logs/ptcgl/training-court__battleLogGerman.txt': 'ptcgl',
  'game-logs/ptcgl/training-court__battleLogItalian.txt': 'ptcgl',
  'game-logs/ptcgl/training-court__battleLogNewStructure.txt': 'ptcgl',
  'game-logs/ptcgl/training-court__battleLogNoPlayer2Turn.txt': 'ptcgl',
  'game-logs/ptcgl/training-court__battleLogRedactedPlayerNameError.txt': 'ptcgl',
  'game-logs/ptcgl/training-court__battleLogSpanish.txt': 'ptcgl',
  'tournament-results/FORMAT.md': 'notes',
  'tournament-results/PROVENANCE.md': 'notes',
  // The Limitless API's documentation pages: example responses abbreviated with "...", not files an importer gets.
  'tournament-results/limitless-api-docs/lotp-docs__developer.md': 'notes',
  'tournament-results/limitless-api-docs/lotp-docs__developer_games.md': 'notes',
  'tournament-results/limitless-api-docs/lotp-docs__developer_tournaments.md': 'notes',
  'tournament-results/melee-pro-tour/protour-data-viz__README.md': 'notes',
  'tournament-results/melee-pro-tour/protour-data-viz__tournament-394299-decklists.json': 'event',
  'tournament-results/melee-pro-tour/protour-data-viz__tournament-394299-matches.json': 'event',
  // A map of player name to deck name, and an index of two Pro Tours: no decklists, no rounds.
  'tournament-results/melee-pro-tour/protour-data-viz__tournament-394299-player-decks.json': 'UNKNOWN_SHAPE',
  'tournament-results/melee-pro-tour/protour-data-viz__tournaments.json': 'UNKNOWN_SHAPE',
  'tournament-results/mtg-decklistcache/badaro-topdeck__koeturnaus-legacy-koeturnaus-2025-01-23.json': 'event',
  'tournament-results/mtg-decklistcache/cardsrealm__fuguete-champ-233-play-point-p-top-10-2025-04-07.json': 'event',
  'tournament-results/mtg-decklistcache/manatrader__manatraders-series-pauper-june-2024-2024-06-30.json': 'event',
  'tournament-results/mtg-decklistcache/mtgmelee__2025-pioneer-221972-2025-01-11.json': 'event',
  'tournament-results/mtg-decklistcache/mtgmelee__cambridge-pauper-league-202904-2025-01-12.json': 'event',
  'tournament-results/mtg-decklistcache/mtgmelee__recq-modern-scg-con-portland-friday-400-pm-197797-2025-02-08.json': 'event',
  'tournament-results/mtg-decklistcache/mtgo__modern-challenge-32-special-2025-04-2612772661.json': 'event',
  'tournament-results/mtg-decklistcache/mtgo__pauper-challenge-32-2025-04-2612772667.json': 'event',
  'tournament-results/mtg-decklistcache/mtgo__pioneer-league-2025-04-269089.json': 'event',
  'tournament-results/mtg-decklistcache/topdeck__ccs-summer-showdown-modern-2k-SrJAEZ8vbglVge29fG7l-2024-06-09.json': 'event',
  'tournament-results/mtg-decklistcache/topdeck__southern-fried-pauper-southern-fried-pauper-2025-02-22.json': 'event',
  'tournament-results/mtgo-archetype-parser-output/metamage__pauper_sample.json': 'event',
  'tournament-results/mtgo-archetype-parser-output/metamage__tournament_rounds_sample.json': 'event',
};

const samples = execFileSync('find', ['game-logs', 'tournament-results', '-type', 'f'], { cwd: REALWORLD, encoding: 'utf8' }).trim().split('\n').sort();

describe('the real-world samples', () => {
  it('are all in the table', () => {
    expect(samples).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(samples)('%s', (file) => {
    const bytes = realworldBytes(...file.split('/'));
    const expected = EXPECTED[file];
    for (const [source, parse] of IMPORTERS) {
      const result = parse(bytes);
      if (source === expected) {
        expect(result).toMatchObject({ ok: true });
        continue;
      }
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      const sampleSource = (['mtga', 'mtgo', 'ptcgl', 'event'] as const).find((kind) => kind === expected);
      if (sampleSource) expect(result.error).toMatchObject({ code: 'WRONG_SOURCE', detected: sampleSource });
      else if (expected === 'UNKNOWN_SHAPE' && source === 'event') expect(result.error.code).toBe('UNKNOWN_SHAPE');
      else expect(result.error.code).toBe('WRONG_SOURCE');
    }
  });
});
