import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open or closed, for a popup that a button shows (the header menus, the notifications list, the mobile menu). It
 * closes on Escape, giving focus back to the button, when a click or keyboard focus goes outside `container`, and on
 * navigation. Put `container` on the element holding both the button and the popup, and `button` on the button.
 */
export function usePopup<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<T>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, container, button };
}
