import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useMentionCandidates } from './MentionCandidates.tsx';
import { insertMention, matchingCandidates, typedMention } from './mention-query.ts';

interface Options {
  text: string;
  setText: (text: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
}

/**
 * @mention suggestions for a comment box, from the thread's team. The textarea keeps the focus and points at the
 * highlighted option (aria-activedescendant), as an editable combobox's list does; arrows move, Enter or Tab picks,
 * Escape closes the list for this '@'. A click on an option picks it too.
 */
export function useMentionAutocomplete({ text, setText, textarea }: Options) {
  const candidates = useMentionCandidates();
  const listboxId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const mention = candidates.length ? typedMention(text, caret) : null;
  const options = mention && mention.start !== dismissedAt ? matchingCandidates(candidates, mention.query) : [];
  const open = options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  /** Follows the caret (typing, clicks, arrow keys in the text); leaving a dismissed '@' forgets the dismissal. */
  const track = (element: HTMLTextAreaElement) => {
    const next = element.selectionStart ?? 0;
    if (next !== caret) setActive(0);
    setCaret(next);
    if (dismissedAt !== null && typedMention(element.value, next)?.start !== dismissedAt) setDismissedAt(null);
  };

  // Where the caret goes once React has written a picked mention into the box. Placed in the commit itself, before
  // the next key is handled: placed a frame later, it moved the caret back over letters typed in between.
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const position = caretAfterPick.current;
    if (position === null) return;
    caretAfterPick.current = null;
    textarea.current?.focus();
    textarea.current?.setSelectionRange(position, position);
  });

  const pick = (username: string) => {
    if (!mention) return;
    const next = insertMention(text, caret, mention, username);
    setText(next.text);
    setCaret(next.caret);
    setActive(0);
    caretAfterPick.current = next.caret;
  };

  /** Handles the key when the list is open; returns whether it did. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.ctrlKey || event.metaKey || event.altKey) return false;
    if (event.key === 'ArrowDown') setActive((activeIndex + 1) % options.length);
    else if (event.key === 'ArrowUp') setActive((activeIndex - 1 + options.length) % options.length);
    else if (event.key === 'Enter' || event.key === 'Tab') pick(options[activeIndex].username);
    else if (event.key === 'Escape') {
      setDismissedAt(mention!.start);
      // Closing the list must not close a dialog around the form too.
      event.stopPropagation();
    } else return false;
    event.preventDefault();
    return true;
  };

  const inputProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listboxId : undefined,
    'aria-activedescendant': open ? optionId(activeIndex) : undefined,
  };

  const listbox = (
    <>
      <span className="sr-only" aria-live="polite">
        {open ? `${options.length} ${options.length === 1 ? 'person' : 'people'} to mention; arrows to choose, Enter to pick` : ''}
      </span>
      {open && (
        <ul id={listboxId} role="listbox" aria-label="People to mention" className="mention-listbox">
          {options.map((option, index) => (
            <li
              key={option.username}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="mention-option"
              // mousedown, not click: the textarea keeps the focus (and its caret) while the option is picked.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option.username);
              }}
            >
              <strong>@{option.username}</strong>
              {option.name !== option.username && <span className="muted"> {option.name}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );

  return { inputProps, onKeyDown, track, listbox };
}
