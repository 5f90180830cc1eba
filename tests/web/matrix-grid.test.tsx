// The matchup matrix grid: what each cell says in each view, which cells are coloured, the mirror diagonal, the
// row totals, and arrow keys moving between matchups (skipping the diagonal) with one tab stop for the grid.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, test } from 'vitest';
import MatrixPanelFragment, { type MatrixPanel_project$key } from '../../web/src/__generated__/MatrixPanel_project.graphql';
import MatrixPanelQueryNode, { type MatrixPanelQuery } from '../../web/src/__generated__/MatrixPanelQuery.graphql';
import { MatrixGrid, type MatrixView } from '../../web/src/screens/Project/matrix/MatrixGrid.tsx';

const archetype = (archetypeId: string, name: string, shortName: string, totalMatches: number, totalWins: number) => ({
  archetypeId,
  name,
  shortName,
  totalMatches,
  totalWins,
  winRate: totalMatches ? totalWins / totalMatches : null,
});

// Aggro beats Burn 6-4 (significant from 5 games), Burn-Control 1-0 (below the minimum sample), Aggro and Control
// never met. Aggro went first against Burn 5 times and won 4; Burn went first 3 times and won 1 (Aggro 2 of 3 on the draw).
const MATRIX = {
  archetypes: [archetype('a', 'Aggro', 'AGG', 10, 6), archetype('b', 'Burn', 'BRN', 11, 5), archetype('c', 'Control', 'CTL', 1, 0)],
  rows: [
    { archetypeId: 'a', counts: { wins: [0, 6, 0], firstWins: [0, 4, 0], firstGames: [0, 5, 0], gameWins: [0, 0, 0], playGames: [0, 0, 0], playWins: [0, 0, 0], preWins: [0, 0, 0] } },
    { archetypeId: 'b', counts: { wins: [4, 0, 1], firstWins: [1, 0, 0], firstGames: [3, 0, 0], gameWins: [0, 0, 0], playGames: [0, 0, 0], playWins: [0, 0, 0], preWins: [0, 0, 0] } },
    { archetypeId: 'c', counts: { wins: [0, 0, 0], firstWins: [0, 0, 0], firstGames: [0, 0, 0], gameWins: [0, 0, 0], playGames: [0, 0, 0], playWins: [0, 0, 0], preWins: [0, 0, 0] } },
  ],
};

const opened: string[] = [];

function Grid({ queryRef, view }: { queryRef: PreloadedQuery<MatrixPanelQuery>; view: MatrixView }) {
  const { project } = usePreloadedQuery<MatrixPanelQuery>(MatrixPanelQueryNode, queryRef);
  const data = useFragment<MatrixPanel_project$key>(MatrixPanelFragment, project!);
  return <MatrixGrid matrix={data.matchupMatrix} view={view} halfWidth={0.1} minSample={5} unit="MATCHES" onOpenCell={({ row, column }) => opened.push(`${row.id}>${column.id}`)} />;
}

async function renderGrid(view: MatrixView) {
  const environment = createMockEnvironment();
  const variables = { projectId: 'p' };
  // A preloaded query goes to the network directly: the mock environment is told to expect it (Relay's testing guide).
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { MatchupMatrix: () => MATRIX }));
  environment.mock.queuePendingOperation(MatrixPanelQueryNode, variables);
  const queryRef = loadQuery<MatrixPanelQuery>(environment, MatrixPanelQueryNode, variables);
  const ui = (next: MatrixView) => (
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Grid queryRef={queryRef} view={next} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
  const { rerender } = render(ui(view));
  await screen.findByRole('table');
  return { show: (next: MatrixView) => rerender(ui(next)) };
}

const cellOf = (label: RegExp) => screen.getByRole('cell', { name: label });

describe('MatrixGrid', () => {
  test('percent, W-L and games-needed views of the same cells; a dash where no game was played', async () => {
    const { show } = await renderGrid('percent');
    expect(cellOf(/^Aggro vs Burn:/).textContent).toMatch(/^60%/);
    expect(cellOf(/^Aggro vs Control:/).textContent).toMatch(/^–/);
    show('record');
    expect(cellOf(/^Aggro vs Burn:/).textContent).toMatch(/^6-4/);
    expect(cellOf(/^Burn vs Aggro:/).textContent).toMatch(/^4-6/);
    show('needed');
    expect(cellOf(/^Aggro vs Control:/).textContent).toMatch(/^93/);
    expect(cellOf(/^Aggro vs Burn:/).textContent).toMatch(/^83/);
  });

  test('only significant cells get their colour band, and not in the games-needed view', async () => {
    const { show } = await renderGrid('percent');
    expect(cellOf(/^Aggro vs Burn:/).className).toContain('band-good');
    expect(cellOf(/^Burn vs Aggro:/).className).toContain('band-bad');
    expect(cellOf(/^Burn vs Control:/).className).not.toMatch(/band-/);
    expect(cellOf(/^Burn vs Control:/).className).toContain('matrix-insignificant');
    expect(cellOf(/^Aggro vs Control:/).className).toContain('matrix-empty');
    show('needed');
    expect(cellOf(/^Aggro vs Burn:/).className).not.toMatch(/band-/);
  });

  test('the mirror cells are marked as not shown, and each row ends with its overall record', async () => {
    await renderGrid('percent');
    expect(screen.getByRole('cell', { name: 'Aggro mirror: not shown' }).textContent).toBe('–');
    expect(screen.getByRole('cell', { name: 'Aggro overall: 6 wins in 10 matches, 60%' }).textContent).toContain('6-4');
    expect(screen.getByRole('cell', { name: 'Control overall: 0 wins in 1 match, 0%' })).toBeTruthy();
  });

  test('each cell reads both archetypes and its numbers, and says when it is below the minimum sample', async () => {
    await renderGrid('percent');
    expect(cellOf(/^Aggro vs Burn:/).getAttribute('aria-label')).toBe(
      'Aggro vs Burn: 6 wins, 4 losses, 60% win rate over 10 matches, 95% interval 31–83%. Going first 80% of 5. Games on the play –, on the draw –; before sideboarding –, after –. 83 more matches for ±10 points.',
    );
    expect(cellOf(/^Burn vs Control:/).getAttribute('aria-label')).toContain('Not significant (below the minimum sample).');
  });

  test('one tab stop for the grid; arrow keys move between matchups and step over the diagonal', async () => {
    const user = userEvent.setup();
    await renderGrid('percent');
    const first = cellOf(/^Aggro vs Burn:/);
    expect(first.tabIndex).toBe(0);
    expect(cellOf(/^Aggro vs Control:/).tabIndex).toBe(-1);

    act(() => first.focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cellOf(/^Aggro vs Control:/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cellOf(/^Burn vs Control:/));
    // Down from Burn vs Control would be Control vs Control: the mirror is skipped, and the edge stops the move.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cellOf(/^Burn vs Control:/));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cellOf(/^Burn vs Aggro:/));
    // The last focused cell is now the grid's tab stop.
    expect(cellOf(/^Burn vs Aggro:/).tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
  });

  test('a click or Enter on a cell opens it; the tip shows on-the-play and on-the-draw rates', async () => {
    const user = userEvent.setup();
    opened.length = 0;
    await renderGrid('percent');
    await user.click(cellOf(/^Burn vs Aggro:/));
    act(() => cellOf(/^Aggro vs Burn:/).focus());
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['b>a', 'a>b']);
    expect(cellOf(/^Aggro vs Burn:/).querySelector('.matrix-tip')?.textContent).toContain('Going first 80% of 5 · second 67% of 3');
  });
});
