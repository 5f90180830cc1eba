import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { focusableIn } from './focus.ts';
import { Icon } from './Icon.tsx';

/**
 * The dialogs that are open, innermost last. Only the innermost one answers Escape and keeps Tab inside itself, so
 * that a dialog opened from a dialog (a version comparison from the evolution panel) closes on its own.
 */
const openDialogs: HTMLElement[] = [];

/** Moves focus from the last control to the first on Tab, and from the first to the last on Shift+Tab. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const controls = focusableIn(dialog);
  if (controls.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (active === first || active === dialog || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog over the page. Focus moves into it (its first field or button), Tab and Shift+Tab stay inside,
 * Escape and the close button call onClose, the page behind does not scroll, and focus goes back to where it was.
 */
export function Modal({ title, onClose, children, footer, wide = false }: { title: ReactNode; onClose: () => void; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Most callers pass a new onClose on every render; the key handler (set up once) calls the latest one.
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    const node = dialog.current!;
    const previous = document.activeElement as HTMLElement | null;
    openDialogs.push(node);
    if (openDialogs.length === 1) document.body.style.overflow = 'hidden';
    // The field marked data-autofocus, else the first one: a dialog whose main field follows a lesser control (the
    // import dialog's file button before its deck text) names the field to start in.
    const first = node.querySelector<HTMLElement>('[data-autofocus]') ?? node.querySelector<HTMLElement>('input, textarea, select, button:not(.modal-close)');
    (first ?? node).focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== node) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        keepFocusInside(event, node);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(node), 1);
      if (openDialogs.length === 0) document.body.style.overflow = '';
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className={`modal${wide ? ' modal-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            <Icon name="x" size={20} />
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>
  );
}
