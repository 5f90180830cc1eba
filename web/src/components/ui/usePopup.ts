import { useEffect, useRef, useState, type SetStateAction } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open or closed, for a popup that a button shows (the header menus, the notifications list, the mobile menu). It
 * closes on Escape, giving focus back to the button, when a click or keyboard focus goes outside `container`, and on
 * navigation. Put `container` on the element holding both the button and the popup, and `button` on the button.
 */
export function usePopup<T extends HTMLElement>() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Open means "opened at this location": after a navigation the popup is closed without an update of its own.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: SetStateAction<boolean>) => setOpenAt((at) => ((typeof next === 'function' ? next(at === here) : next) ? here : null));
  const container = useRef<T>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
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
