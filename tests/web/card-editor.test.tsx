// Edit Decklist's card editor: "Update Cards" reads the text (sections kept, other lines counted as ignored), text
// without a card is refused, and saving sends what the editor shows, typed text included, as the next version.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, test, vi } from 'vitest';
import { EditDecklistModal } from '../../web/src/components/decklists/EditDecklistModal.tsx';
import { withCardLineAt } from '../../web/src/components/decklists/sectioned-card-editor.ts';

const CARDS = [
  { name: 'Lightning Bolt', quantity: 4, type: 'Main' },
  { name: 'Mountain', quantity: 20, type: 'Main' },
  { name: 'Smash to Smithereens', quantity: 2, type: 'Sideboard' },
];

function renderEditor() {
  const environment = createMockEnvironment();
  const onSaved = vi.fn();
  const editor = (props: { revision: number; cards: readonly { name: string; quantity: number; type: string }[] }) => (
    <RelayEnvironmentProvider environment={environment}>
      <EditDecklistModal decklistId="RGVja2xpc3Q6MQ==" name="Burn" notes="Fast" game="mtg" onClose={() => {}} onSaved={onSaved} {...props} />
    </RelayEnvironmentProvider>
  );
  const view = render(editor({ revision: 1, cards: CARDS }));
  return { environment, onSaved, rerender: (props: Parameters<typeof editor>[0]) => view.rerender(editor(props)) };
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Cards' }));
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Cards/ });
}

describe('EditDecklistModal card editor', () => {
  test('shows the cards as text with their sections, and Update Cards applies an edit', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(screen.getByText('(26 total, 3 unique)')).toBeTruthy();
    const editor = await openEditor(user);
    expect(editor.value).toBe('Main:\n4 Lightning Bolt\n20 Mountain\n\nSideboard:\n2 Smash to Smithereens');

    await user.clear(editor);
    await user.type(editor, 'Main:\n4 Lightning Bolt\n18 Mountain\n2 Lava Spike\nnot a card line\n\nSideboard:\n3 Smash to Smithereens');
    await user.click(screen.getByRole('button', { name: 'Update Cards' }));

    expect(screen.getByRole('status').textContent).toBe('Cards updated. 1 line not in "quantity name" form was ignored.');
    expect(screen.getByText('(27 total, 4 unique)')).toBeTruthy();
  });

  test('a card held in two printings is written with them and stays two lines; repeated lines are merged with a note', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    const charmanders = [
      { name: 'Basic {R} Energy', quantity: 8, type: 'Energy' },
      { name: 'Charmander', quantity: 4, type: 'Pokémon', set: 'PAF', number: '7' },
      { name: 'Charmander', quantity: 3, type: 'Pokémon', set: 'MEW', number: '4' },
      { name: 'Rare Candy', quantity: 4, type: 'Trainer', set: 'SVI', number: '191' },
    ];
    render(
      <RelayEnvironmentProvider environment={environment}>
        <EditDecklistModal decklistId="RGVja2xpc3Q6MQ==" name="Zard" revision={1} cards={charmanders} notes={null} game="pokemon" onClose={() => {}} onSaved={() => {}} />
      </RelayEnvironmentProvider>,
    );
    const editor = await openEditor(user);
    // Sections in the game's order, whatever the stored order.
    expect(editor.value).toBe('Pokémon:\n4 Charmander PAF 7\n3 Charmander MEW 4\n\nTrainer:\n4 Rare Candy\n\nEnergy:\n8 Basic {R} Energy');
    await user.clear(editor);
    await user.type(editor, 'Pokémon:\n2 Charmander PAF 7\n3 Charmander MEW 4\n\nTrainer:\n2 Rare Candy\n1 Rare Candy');
    await user.click(screen.getByRole('button', { name: 'Update Cards' }));
    expect(screen.getByRole('status').textContent).toBe('Cards updated. 2 lines for Rare Candy merged (3 copies).');
    expect(editor.value).toBe('Pokémon:\n2 Charmander PAF 7\n3 Charmander MEW 4\n\nTrainer:\n3 Rare Candy');
  });

  test('text without a single card is refused with the editor message, and the cards stay as they were', async () => {
    const user = userEvent.setup();
    renderEditor();
    const editor = await openEditor(user);
    await user.clear(editor);
    await user.type(editor, 'just some words');
    await user.click(screen.getByRole('button', { name: 'Update Cards' }));
    expect(screen.getByRole('alert').textContent).toBe('No valid cards found. Please check the format.');
    expect(screen.getByText('(26 total, 3 unique)')).toBeTruthy();
  });

  test('saving sends the typed text even without Update Cards, with the summary, as the next version', async () => {
    const user = userEvent.setup();
    const { environment, onSaved } = renderEditor();
    const editor = await openEditor(user);
    await user.clear(editor);
    await user.type(editor, '4 Lightning Bolt\n16 Mountain');
    await user.type(screen.getByRole('textbox', { name: 'Change Summary' }), ' Cut the sideboard ');
    await user.click(screen.getByRole('button', { name: 'Update Decklist' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      id: 'RGVja2xpc3Q6MQ==',
      cards: [
        { name: 'Lightning Bolt', quantity: 4, type: 'Main', cost: null, rarity: null, set: null, number: null },
        { name: 'Mountain', quantity: 16, type: 'Main', cost: null, rarity: null, set: null, number: null },
      ],
      changeSummary: 'Cut the sideboard',
      notes: 'Fast',
      baseRevision: 1,
    });
    // Only what the dialog reads from the answer (the decklist viewer's data is not on screen here).
    environment.mock.resolve(operation, { data: { updateDecklist: { __typename: 'UpdateDecklistPayload', decklist: null, version: { id: 'RGVja2xpc3RWZXJzaW9uOjI=', versionTag: 'v2', number: 2 } } } });
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('v2'));
  });

  test("a save refused because a teammate saved v2 offers to apply it on top of theirs, and saves the merge made from v2", async () => {
    const user = userEvent.setup();
    const { environment, onSaved, rerender } = renderEditor();
    const editor = await openEditor(user);
    await user.clear(editor);
    await user.type(editor, 'Main:\n4 Lightning Bolt\n20 Mountain\n\nSideboard:\n2 Smash to Smithereens\n1 Negate');
    await user.click(screen.getByRole('button', { name: 'Update Decklist' }));
    const message = 'Kai saved this decklist while you were editing it (v1 → v2): +1 Lava Spike, −1 Mountain. Nothing was saved: apply your change to the newest version and save again.';
    environment.mock.resolve(environment.mock.getMostRecentOperation(), {
      data: { updateDecklist: { __typename: 'EditConflictError', __isError: 'EditConflictError', message, code: 'EDIT_CONFLICT', currentRevision: 2, changes: ['+1 Lava Spike', '−1 Mountain'], current: { __typename: 'Decklist', id: 'RGVja2xpc3Q6MQ==' } } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(onSaved).not.toHaveBeenCalled();
    // The store now holds v2 (the refusal carried it), which the viewer passes down.
    const theirs = [{ name: 'Lightning Bolt', quantity: 4, type: 'Main' }, { name: 'Mountain', quantity: 19, type: 'Main' }, { name: 'Lava Spike', quantity: 1, type: 'Main' }, CARDS[2]];
    rerender({ revision: 2, cards: theirs });
    await user.click(screen.getByRole('button', { name: 'Apply my changes to v2' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Cards/ }).value).toBe('Main:\n4 Lightning Bolt\n19 Mountain\n1 Lava Spike\n\nSideboard:\n2 Smash to Smithereens\n1 Negate');
    expect(screen.getByText(/Your changes are applied on top of v2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Decklist' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({ baseRevision: 2, cards: expect.arrayContaining([expect.objectContaining({ name: 'Negate', quantity: 1 }), expect.objectContaining({ name: 'Lava Spike', quantity: 1 })]) });
  });

  test('a save with an editor holding no card is stopped before anything is sent', async () => {
    const user = userEvent.setup();
    const { environment } = renderEditor();
    const editor = await openEditor(user);
    await user.clear(editor);
    await user.type(editor, 'nothing here');
    await user.click(screen.getByRole('button', { name: 'Update Decklist' }));
    expect(screen.getByText('The card editor has no valid cards: fix the card text or undo your changes.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('a name found in the card catalog joins the section of the line the cursor is on', async () => {
    const user = userEvent.setup();
    const { environment } = renderEditor();
    const editor = await openEditor(user);
    editor.setSelectionRange(editor.value.indexOf('Smash'), editor.value.indexOf('Smash'));
    await user.type(screen.getByRole('searchbox', { name: 'Find a card' }), 'eido');
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const search = environment.mock.getMostRecentOperation();
    expect(search.request.variables).toEqual({ game: 'mtg', query: 'eido' });
    environment.mock.resolve(search, { data: { cardSearch: [{ name: 'Eidolon of the Great Revel', type: 'Creature', cost: '{R}{R}' }] } });
    await user.click(await screen.findByRole('button', { name: 'Eidolon of the Great Revel' }));
    expect(editor.value).toBe('Main:\n4 Lightning Bolt\n20 Mountain\n\nSideboard:\n2 Smash to Smithereens\n1 Eidolon of the Great Revel');
  });
});

describe("the card editor's inserted line", () => {
  test('goes after the line the cursor is on, on a line of its own', () => {
    expect(withCardLineAt('Main:\n4 Bolt\n\nSideboard:\n2 Smash', 8, 'Opt')).toBe('Main:\n4 Bolt\n1 Opt\n\nSideboard:\n2 Smash');
    expect(withCardLineAt('4 Bolt', 6, 'Opt')).toBe('4 Bolt\n1 Opt');
    expect(withCardLineAt('', 0, 'Opt')).toBe('1 Opt');
  });
});
