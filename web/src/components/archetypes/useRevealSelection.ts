import { useEffect, useRef } from 'react';

/** Below this width the archetype list sits above the selected archetype (assets.css, decks.css). */
const STACKED = '(max-width: 900px)';

/** How long the panel is kept in view while its content loads, unless the user scrolls first. */
const FOLLOW_MS = 3000;

/** What the user does to scroll the page themselves; once they do, the page is theirs. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Where the archetype list sits above the selected archetype (phones), picking another one scrolls its panel into
 * view, so that the choice visibly does something. Returns the ref for the panel.
 *
 * The panel's content arrives after the click (its query loads): until then the page can be too short to bring the
 * panel to the top, so the panel is brought into view again each time it grows, for a moment or until the user
 * scrolls.
 */
export function useRevealSelection<T extends HTMLElement>(selectedId: string | null) {
  const panel = useRef<T>(null);
  const previous = useRef(selectedId);
  useEffect(() => {
    const changed = selectedId && selectedId !== previous.current;
    previous.current = selectedId;
    const element = panel.current;
    if (!changed || !element || !window.matchMedia(STACKED).matches) return;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const reveal = () => element.scrollIntoView({ block: 'start', behavior });
    const observer = new ResizeObserver(reveal);
    observer.observe(element);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    const timer = setTimeout(stop, FOLLOW_MS);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [selectedId]);
  return panel;
}
