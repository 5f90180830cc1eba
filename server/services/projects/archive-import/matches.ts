// The archive's matches with their games, checked as a logged match is (the winner took the majority…) and summed
// into the game counts the statistics read; players and recorders mapped to the team's members.
import { insertRows, type Columns } from '../../../db/bulk-insert.ts';
import { ValidationError } from '../../../domain/errors.ts';
import { rulesOf } from '../../../domain/games.ts';
import { BEST_OF_VALUES, checkedGames, type BestOf, type CheckedGames, type MatchRules } from '../../../domain/matchup/games.ts';
import type { ProjectArchive } from '../../../domain/validation/project-archive.ts';
import { IMPORTED_MATCH_COLUMNS, type ImportedMatch } from '../../matches/import-matches-csv.ts';
import { archiveProblem, orderedIds, type ArchiveSectionImporter } from './import-context.ts';

type MatchRow = Omit<ImportedMatch, 'recordedById' | 'matchDate' | 'games'> & { id: string; recordedById: string | null; matchDate: string; games: CheckedGames['games']; createdAt: string };

const COLUMNS: Columns<MatchRow> = { ...IMPORTED_MATCH_COLUMNS, id: 'uuid', createdAt: 'timestamptz' };

type ArchivedMatch = ProjectArchive['sections']['matches'][number];

/** The match's games as the database keeps them, checked; a problem is reported at its place in the archive. */
function played(match: ArchivedMatch, at: string, rules: MatchRules): CheckedGames {
  if (!(BEST_OF_VALUES as readonly number[]).includes(match.best_of)) throw archiveProblem(`${at}.best_of`, `best_of must be one of ${BEST_OF_VALUES.join(', ')}`);
  const games = match.games.map((g) => ({ wonBy: g.won_by, onThePlay: g.on_the_play, sideboarded: g.sideboarded }));
  try {
    return checkedGames(match.best_of as BestOf, games, match.went_first, rules);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const [problem] = error.problems;
    // The checks name the command's fields (wentFirst, games.1); the archive's are snake_case.
    throw archiveProblem(`${at}.${problem.field.replace('wentFirst', 'went_first')}`, problem.message);
  }
}

export const matchesSection: ArchiveSectionImporter = {
  section: 'matches',
  async write(ctx) {
    const { matches } = ctx.archive.sections;
    const ids = orderedIds(matches.length);
    const rules = rulesOf(ctx.archive.project.game);
    const rows = matches.map((m, i): MatchRow => {
      const at = `sections.matches.${i}`;
      return {
        id: ids[i],
        projectId: ctx.projectId,
        ...played(m, at, rules),
        winnerArchetypeId: ctx.idOf(m.winner_archetype, `${at}.winner_archetype`),
        loserArchetypeId: ctx.idOf(m.loser_archetype, `${at}.loser_archetype`),
        winnerDecklistId: ctx.optionalIdOf(m.winner_decklist, `${at}.winner_decklist`),
        loserDecklistId: ctx.optionalIdOf(m.loser_decklist, `${at}.loser_decklist`),
        winnerDecklistVersion: m.winner_decklist_version,
        loserDecklistVersion: m.loser_decklist_version,
        winnerUserId: ctx.userOf(m.winner_player),
        loserUserId: ctx.userOf(m.loser_player),
        recordedById: ctx.userOf(m.recorded_by),
        matchDate: m.match_date,
        notes: m.notes,
        isActive: m.is_active,
        createdAt: m.created_at,
      };
    });
    await insertRows(ctx.tx, 'Match', COLUMNS, rows, { now: ['updatedAt'] });
  },
};
