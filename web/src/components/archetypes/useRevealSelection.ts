import { useEffect, useRef } from 'react';

/** Below this width the archetype list sits above the selected archetype (assets.css, decks.css). */
const STACKED = '(max-width: 900px)';

/**
 * Where the archetype list sits above the selected archetype (phones), picking another one scrolls its panel into
 * view, so that the choice visibly does something. Returns the ref for the panel.
 */
export function useRevealSelection<T extends HTMLElement>(selectedId: string | null) {
  const panel = useRef<T>(null);
  const previous = useRef(selectedId);
  useEffect(() => {
    if (selectedId && selectedId !== previous.current && window.matchMedia(STACKED).matches) {
      const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
      panel.current?.scrollIntoView({ block: 'start', behavior });
    }
    previous.current = selectedId;
  }, [selectedId]);
  return panel;
}
