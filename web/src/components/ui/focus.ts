// What keyboard focus can land on, for the widgets that move focus themselves (dialogs, menus, tabs).
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside `root`, in document order, that are actually shown (not inside a closed <details>). */
export function focusableIn(root: HTMLElement, selector = FOCUSABLE): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((element) => element.checkVisibility({ visibilityProperty: true }));
}

/**
 * Arrow-key movement through a list of items (menus, tabs): ArrowDown/ArrowRight go forward, ArrowUp/ArrowLeft back
 * (wrapping), Home and End to the ends. Returns the item to move to, or null when the key is not one of those.
 */
export function itemAfterKey<T>(items: readonly T[], current: T, key: string, axis: 'vertical' | 'horizontal'): T | null {
  const index = items.indexOf(current);
  const [back, forward] = axis === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const target = { [back]: index - 1, [forward]: index + 1, Home: 0, End: items.length - 1 }[key];
  if (target === undefined || index < 0) return null;
  return items[(target + items.length) % items.length];
}
