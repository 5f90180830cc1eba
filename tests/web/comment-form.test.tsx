// The comment form's own logic: when Post and Preview are offered, what is submitted, what happens on success and
// failure, and that Preview shows the server's rendering of the trimmed text.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, test, vi } from 'vitest';
import { CommentForm, type CommentFormProps } from '../../web/src/components/comments/CommentForm.tsx';
import { MentionCandidatesContext } from '../../web/src/components/comments/MentionCandidates.tsx';

function renderForm(props: Partial<CommentFormProps> = {}) {
  const environment = createMockEnvironment();
  const onSubmit = vi.fn<(content: string) => Promise<unknown>>(() => Promise.resolve());
  render(
    <RelayEnvironmentProvider environment={environment}>
      <CommentForm submitLabel="Post Comment" busyLabel="Posting..." placeholder="Share your thoughts" errorMessage={() => 'Failed to post comment.'} onSubmit={onSubmit} {...props} />
    </RelayEnvironmentProvider>,
  );
  return { environment, onSubmit, textbox: screen.getByRole('textbox', { name: 'Share your thoughts' }) };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('CommentForm', () => {
  test('Post stays disabled and Preview absent until there is more than blank space', async () => {
    const user = userEvent.setup();
    const { textbox } = renderForm();
    expect(button('Post Comment').disabled).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Preview' })).toBeNull();

    await user.type(textbox, '   ');
    expect(button('Post Comment').disabled).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Preview' })).toBeNull();

    await user.type(textbox, 'Mulligan more');
    expect(button('Post Comment').disabled).toBe(false);
    expect(screen.getByRole('tab', { name: 'Preview' })).toBeTruthy();
  });

  test('Ctrl+Enter posts the trimmed text, and a form for new comments empties itself afterwards', async () => {
    const user = userEvent.setup();
    const { textbox, onSubmit } = renderForm({ clearOnSuccess: true });
    await user.type(textbox, '  Side in the **artifact hate**  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Side in the **artifact hate**');
    expect(await screen.findByRole('textbox', { name: 'Share your thoughts' })).toHaveProperty('value', '');
  });

  test('an edit form keeps its text after saving (the caller closes it)', async () => {
    const user = userEvent.setup();
    const { textbox, onSubmit } = renderForm({ initial: 'Old text', submitLabel: 'Save' });
    await user.type(textbox, ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('Old text and more');
    expect((screen.getByRole('textbox', { name: 'Share your thoughts' }) as HTMLTextAreaElement).value).toBe('Old text and more');
  });

  test('a failed post keeps the text and shows the message from errorMessage', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('network down')));
    const { textbox } = renderForm({ onSubmit, clearOnSuccess: true });
    await user.type(textbox, 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to post comment.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Share your thoughts' }) as HTMLTextAreaElement).value).toBe('Keep me');
    expect(button('Post Comment').disabled).toBe(false);
  });

  test("Preview asks the server to render the trimmed text for the thread and shows its HTML; Write brings the text back", async () => {
    const user = userEvent.setup();
    const { textbox, environment } = renderForm({ target: { commentableType: 'archetype', commentableId: 'A1' } });
    await user.type(textbox, '  **bold** move ');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Rendering preview...')).toBeTruthy();

    const operation = environment.mock.getMostRecentOperation();
    // The thread goes with it, so that @mentions are highlighted as they will be once posted there.
    expect(operation.request.variables).toEqual({ content: '**bold** move', commentableType: 'archetype', commentableId: 'A1' });
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { String: () => '<p><strong>bold</strong> move</p>' }));
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');

    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect((screen.getByRole('textbox', { name: 'Share your thoughts' }) as HTMLTextAreaElement).value).toBe('  **bold** move ');
  });

  test('@ suggests the team: arrows move, Enter picks, Escape closes for that @, and the box names the option', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    const people = [
      { username: 'mira', name: 'Mira Santos' },
      { username: 'max', name: 'Max' },
      { username: 'jonas', name: 'Jonas Berg' },
    ];
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MentionCandidatesContext.Provider value={people}>
          <CommentForm submitLabel="Post" busyLabel="Posting..." placeholder="Share your thoughts" errorMessage={() => 'Failed'} onSubmit={() => Promise.resolve()} />
        </MentionCandidatesContext.Provider>
      </RelayEnvironmentProvider>,
    );
    const textbox = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Share your thoughts' });
    await user.type(textbox, 'ask @m');
    const options = () => screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('aria-selected')]);
    expect(options()).toEqual([
      ['@mira Mira Santos', 'true'],
      ['@max Max', 'false'],
    ]);
    expect(textbox.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
    await user.keyboard('{ArrowDown}');
    expect(options()[1][1]).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(options()[0][1]).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(textbox.value).toBe('ask @max ');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(textbox, 'and @jo');
    expect(screen.getByRole('listbox', { name: 'People to mention' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(textbox.value).toBe('ask @max and @jo');
    expect(textbox.getAttribute('aria-activedescendant')).toBeNull();
  });

  test('letters typed straight after a pick stay after the mention, in the order typed', async () => {
    const user = userEvent.setup();
    render(
      <RelayEnvironmentProvider environment={createMockEnvironment()}>
        <MentionCandidatesContext.Provider value={[{ username: 'max', name: 'Max' }]}>
          <CommentForm submitLabel="Post" busyLabel="Posting..." placeholder="Share your thoughts" errorMessage={() => 'Failed'} onSubmit={() => Promise.resolve()} />
        </MentionCandidatesContext.Provider>
      </RelayEnvironmentProvider>,
    );
    const textbox = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Share your thoughts' });
    await user.type(textbox, 'Can @ma');
    // Picked with Enter and typed on at once, before the browser draws a frame, as a fast typist on a slow phone
    // does; then frames pass.
    await userEvent.setup({ delay: null }).keyboard('{Enter}and');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await user.keyboard(' you');
    expect(textbox.value).toBe('Can @max and you');
    expect(textbox.selectionStart).toBe(textbox.value.length);
  });
});
