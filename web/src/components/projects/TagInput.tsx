import { useState, type KeyboardEvent } from 'react';
import { withTag } from './tags.ts';

/**
 * A tag entry box: a tag is added with Enter or the Add button (trimmed; empty and duplicate tags are ignored) and
 * each chip can be removed. Enter never submits the surrounding form.
 */
export function TagInput({ id, label, tags, onChange, placeholder = 'Add a tag', maxLength = 40 }: { id: string; label: string; tags: readonly string[]; onChange: (tags: readonly string[]) => void; placeholder?: string; maxLength?: number }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(withTag(tags, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="tag-entry">
        <input id={id} className="input" value={draft} maxLength={maxLength} placeholder={placeholder} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} />
        <button type="button" className="btn btn-secondary" onClick={add} disabled={!draft.trim()}>
          Add
        </button>
      </div>
      {tags.length > 0 && (
        <ul className="tag-entry-chips" aria-label={`${label} added`}>
          {tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
              <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => onChange(tags.filter((t) => t !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
