// The archetype fields both archetype dialogs share: what each box offers as a placeholder (examples only where the
// create dialog asks for them, the generated short name once there is a name), where the create dialog's own fields
// go, and that a change reports only the field that changed.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ArchetypeFields, type ArchetypeFieldValues } from '../../web/src/components/archetypes/ArchetypeFields.tsx';

const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

function Form({ initial, examples, onChange }: { initial: ArchetypeFieldValues; examples?: boolean; onChange?: (changes: Partial<ArchetypeFieldValues>) => void }) {
  const [values, setValues] = useState(initial);
  return (
    <form>
      <ArchetypeFields
        id="a"
        values={values}
        examples={examples}
        onChange={(changes) => {
          onChange?.(changes);
          setValues((current) => ({ ...current, ...changes }));
        }}
      >
        <label htmlFor="a-game">Game *</label>
        <input id="a-game" />
      </ArchetypeFields>
    </form>
  );
}

const empty = { name: '', shortName: '', description: '' };

describe('ArchetypeFields', () => {
  test('the create dialog shows examples in the empty boxes; the edit dialog none', () => {
    const { unmount } = render(<Form initial={empty} examples />);
    expect(box('Name *').placeholder).toBe('e.g. Izzet Phoenix');
    expect(box('Short Name').placeholder).toBe('e.g. IP');
    unmount();
    render(<Form initial={empty} />);
    expect(box('Name *').hasAttribute('placeholder')).toBe(false);
    expect(box('Short Name').placeholder).toBe('');
  });

  test('a name puts its generated short name in the short name box, and each change reports its own field', () => {
    const onChange = vi.fn();
    render(<Form initial={empty} examples onChange={onChange} />);
    fireEvent.change(box('Name *'), { target: { value: 'Izzet Murktide' } });
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Izzet Murktide' });
    expect(box('Short Name').placeholder).toBe('IM');
    fireEvent.change(box('Short Name'), { target: { value: 'MURK' } });
    expect(onChange).toHaveBeenLastCalledWith({ shortName: 'MURK' });
    fireEvent.change(box('Description'), { target: { value: 'Tempo' } });
    expect(onChange).toHaveBeenLastCalledWith({ description: 'Tempo' });
    expect([box('Name *').value, box('Short Name').value, box('Description').value]).toEqual(['Izzet Murktide', 'MURK', 'Tempo']);
  });

  test('the dialog’s own fields stand between the short name and the description, and the name is capped', () => {
    render(<Form initial={{ name: 'Boros Burn', shortName: 'BB', description: '' }} />);
    const order = [...document.querySelectorAll('input, textarea')].map((element) => element.id);
    expect(order).toEqual(['a-name', 'a-short', 'a-game', 'a-description']);
    expect(box('Name *').maxLength).toBe(200);
  });
});
