// The list filters' own logic. Project filters: a new game clears the format, tags are added by Enter or Add
// (trimmed, no duplicates) and removed by their chip, visibility only where the mode allows it, and Clear Filters
// only when something is set. Match filters: choices carry Relay IDs, Clear Filters follows the values rather
// than the identity of the object, and a longer archetype list than the select offers is said so.
import { Suspense, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, test } from 'vitest';
import MatchesPanelFragment, { type MatchesPanel_project$key } from '../../web/src/__generated__/MatchesPanel_project.graphql';
import MatchesPanelQueryNode, { type MatchesPanelQuery } from '../../web/src/__generated__/MatchesPanelQuery.graphql';
import { NO_FILTERS, ProjectFilters, type ProjectFilterValues } from '../../web/src/components/projects/ProjectFilters.tsx';
import { MatchFilters, NO_FILTER, type MatchFilterValues } from '../../web/src/screens/Project/matches/MatchFilters.tsx';

/** The filters as a screen holds them: the values live in the parent, which records each change. */
function StatefulProjectFilters({ showVisibility, changes }: { showVisibility: boolean; changes: ProjectFilterValues[] }) {
  const [values, setValues] = useState<ProjectFilterValues>(NO_FILTERS);
  const change = (next: ProjectFilterValues) => {
    changes.push(next);
    setValues(next);
  };
  return <ProjectFilters values={values} onChange={change} showVisibility={showVisibility} games={['Magic: The Gathering', 'Pokémon TCG']} formats={['Modern', 'Standard']} />;
}

describe('ProjectFilters', () => {
  test('choosing another game clears the format chosen for the previous one', async () => {
    const user = userEvent.setup();
    const changes: ProjectFilterValues[] = [];
    render(<StatefulProjectFilters showVisibility={false} changes={changes} />);
    await user.selectOptions(screen.getByLabelText('Game'), 'Magic: The Gathering');
    await user.selectOptions(screen.getByLabelText('Format'), 'Modern');
    await user.selectOptions(screen.getByLabelText('Game'), 'Pokémon TCG');
    expect(changes.at(-1)).toEqual({ visibility: '', game: 'Pokémon TCG', format: '', tags: [] });
  });

  test('tags: Enter or Add adds the trimmed tag once; its chip removes it', async () => {
    const user = userEvent.setup();
    const changes: ProjectFilterValues[] = [];
    render(<StatefulProjectFilters showVisibility={false} changes={changes} />);
    const box = screen.getByLabelText('Tags');
    await user.type(box, '  aggro {Enter}');
    await user.type(box, 'aggro');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(box, 'budget{Enter}');
    expect(changes.at(-1)?.tags).toEqual(['aggro', 'budget']);
    expect((box as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove tag aggro' }));
    expect(changes.at(-1)?.tags).toEqual(['budget']);
  });

  test('visibility only where the mode leaves it open; Clear Filters only while something is set, and it resets all', async () => {
    const user = userEvent.setup();
    const changes: ProjectFilterValues[] = [];
    const { unmount } = render(<StatefulProjectFilters showVisibility={false} changes={changes} />);
    expect(screen.queryByLabelText('Visibility')).toBeNull();
    unmount();

    render(<StatefulProjectFilters showVisibility changes={changes} />);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Visibility'), 'private');
    await user.type(screen.getByLabelText('Tags'), 'combo{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(changes.at(-1)).toEqual(NO_FILTERS);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });
});

// ---- Match filters, on the project fragment the Matches tab reads ----

function MatchFiltersHarness({ queryRef, changes }: { queryRef: PreloadedQuery<MatchesPanelQuery>; changes: MatchFilterValues[] }) {
  const { project } = usePreloadedQuery<MatchesPanelQuery>(MatchesPanelQueryNode, queryRef);
  const data = useFragment<MatchesPanel_project$key>(MatchesPanelFragment, project!);
  const [value, setValue] = useState<MatchFilterValues>(NO_FILTER);
  const change = (next: MatchFilterValues) => {
    changes.push(next);
    setValue(next);
  };
  return <MatchFilters project={data} value={value} onChange={change} />;
}

async function renderMatchFilters(archetypeTotal: number) {
  const environment = createMockEnvironment();
  const variables = { projectId: 'p' };
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      ProjectArchetypesConnection: () => ({
        totalCount: archetypeTotal,
        edges: [
          { node: { id: 'QXJjaGV0eXBlOjE=', name: 'Burn' } },
          { node: { id: 'QXJjaGV0eXBlOjI=', name: 'Control' } },
        ],
      }),
      TeamMembersConnection: () => ({ totalCount: 1, edges: [{ node: { user: { id: 'VXNlcjox', username: 'ana', displayName: 'Ana' } } }] }),
    }),
  );
  environment.mock.queuePendingOperation(MatchesPanelQueryNode, variables);
  const queryRef = loadQuery<MatchesPanelQuery>(environment, MatchesPanelQueryNode, variables);
  const changes: MatchFilterValues[] = [];
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <MatchFiltersHarness queryRef={queryRef} changes={changes} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  await screen.findByRole('group', { name: 'Match filters' });
  return changes;
}

describe('MatchFilters', () => {
  test('archetype and player choices carry Relay IDs', async () => {
    const user = userEvent.setup();
    const changes = await renderMatchFilters(2);
    await user.selectOptions(screen.getByLabelText('Archetype'), 'Control');
    await user.selectOptions(screen.getByLabelText('Player'), 'Ana');
    expect(changes.at(-1)).toEqual({ ...NO_FILTER, archetypeId: 'QXJjaGV0eXBlOjI=', userId: 'VXNlcjox' });
  });

  test('Clear Filters shows while any value differs from the defaults, and hides again when an undo restores them', async () => {
    const user = userEvent.setup();
    const changes = await renderMatchFilters(2);
    const deleted = screen.getByRole('checkbox', { name: 'Include deleted' });
    await user.click(deleted);
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
    await user.click(deleted);
    expect(changes.at(-1)).toEqual(NO_FILTER);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Archetype'), 'Burn');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(changes.at(-1)).toBe(NO_FILTER);
  });

  test('an archetype list longer than the select offers says how many it shows', async () => {
    await renderMatchFilters(140);
    const field = screen.getByLabelText('Archetype').closest('.field') as HTMLElement;
    expect(within(field).getByText('Showing 2 of 140 archetypes')).toBeTruthy();
  });

  test('nothing is said when the whole list is there', async () => {
    await renderMatchFilters(2);
    expect(screen.queryByText(/Showing \d+ of/)).toBeNull();
  });
});
