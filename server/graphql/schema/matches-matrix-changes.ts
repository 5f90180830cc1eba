// The live matrix: matrixChanged sends a watcher what a teammate's match changed in the matrix they look at — the
// rows and totals of the match's archetypes, a few hundred bytes — instead of the whole matrix again. Rows, totals
// and the matrix carry ids (per project and filter), so a client merges them into what it holds.
import type { MatchEvent } from '../../pubsub.ts';
import { matrixChange, type MatrixChange } from '../../services/matches/get-matchup-matrix.ts';
import { subscribeToMatches } from '../../services/matches/match-events.ts';
import { builder } from '../builder.ts';
import { databaseId, withDatabaseIds } from '../ids.ts';
import { shareSubscriptionResults } from '../shared-subscriptions.ts';
import { keyedArchetypes, keyedRows, MatchupMatrixFilter, MatchupMatrixRef, MatrixArchetypeRef, MatrixCountRowRef } from './matches-statistics.ts';

const MatrixChangeRef = builder.objectRef<MatrixChange>('MatrixChange').implement({
  description: "What a change to the project's matches changed in the matrix under the subscription's filter.",
  fields: (t) => ({
    matrix: t.field({
      type: MatchupMatrixRef,
      description: 'The matrix after the change. Select its id, totalMatches and generatedAt here; rows and archetypes below hold what changed.',
      resolve: (change) => change.matrix,
    }),
    complete: t.boolean({
      description: 'Whether rows and archetypes hold every change. False after a bulk import: ask for the matrix again.',
      resolve: (change) => change.archetypeIds !== null,
    }),
    rows: t.field({
      type: [MatrixCountRowRef],
      description: "The changed rows, whole (a row's losses are the other rows' wins, so both sides of a pair are here).",
      resolve: (change) => (change.archetypeIds ? keyedRows(change.matrix, change.archetypeIds) : []),
    }),
    archetypes: t.field({
      type: [MatrixArchetypeRef],
      description: 'The totals of the archetypes whose rows changed.',
      resolve: (change) => (change.archetypeIds ? keyedArchetypes(change.matrix, change.archetypeIds) : []),
    }),
  }),
});

builder.subscriptionField('matrixChanged', (t) =>
  t.field({
    type: MatrixChangeRef,
    description:
      "A match of the project was logged, edited, deleted or imported: what that changed in the project's matrix under this filter. Needs read access to the project (NOT_FOUND otherwise).",
    args: {
      projectId: t.arg.id({ required: true, description: 'Global ID or database id of the project.' }),
      filter: t.arg({ type: MatchupMatrixFilter, description: 'The filter of the matrix being watched, as given to Project.matchupMatrix.' }),
    },
    subscribe: (_root, args, ctx) => subscribeToMatches(ctx, databaseId(args.projectId, 'Project')),
    resolve: (event: MatchEvent, args, ctx) =>
      matrixChange(ctx, { ...withDatabaseIds(args.filter ?? {}, { userId: 'User', decklistVersions: 'DecklistVersion' }), projectId: databaseId(args.projectId, 'Project') }, event),
  }),
);

// A matrix is the same for everyone who may read the project (each watcher's own stream checks that): watchers with
// the same filter share one execution per event.
shareSubscriptionResults('matrixChanged', {
  fingerprint: async () => '',
  shareable: {
    MatrixChange: ['matrix', 'complete', 'rows', 'archetypes'],
    MatchupMatrix: ['id', 'projectName', 'totalMatches', 'generatedAt', 'minSampleSize', 'unit', 'archetypes', 'rows', 'cells', 'expectedWinRates'],
    MatrixCountRow: ['id', 'archetypeId', 'wins', 'firstWins', 'firstGames', 'gameWins', 'playGames', 'playWins', 'preWins'],
    MatrixArchetype: ['id', 'archetypeId', 'name', 'shortName', 'totalMatches', 'totalWins', 'winRate'],
    MatrixCell: ['archetypeId', 'opponentId', 'wins', 'losses', 'sampleSize', 'winRate', 'winRatePercent', 'firstWinRate', 'firstSampleSize', 'isSignificant', 'confidenceInterval', 'band', 'gamesNeeded'],
    ConfidenceInterval: ['lower', 'upper'],
    ExpectedWinRate: ['archetypeId', 'expectedWinRate', 'standardError', 'interval', 'coverage'],
  },
});
