import type { KeyboardEvent } from 'react';
import { itemAfterKey } from './focus.ts';

/**
 * Keyboard use of a tab list (the WAI-ARIA tabs pattern, selecting on focus): ArrowLeft and ArrowRight (wrapping),
 * Home and End move to another tab and select it. Put it on the element with role="tablist", and give each tab
 * `tabIndex={tabStop(selected)}` so that Tab enters the list at the selected tab and leaves it from there.
 */
export function onTabListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const next = itemAfterKey(tabs, document.activeElement as HTMLElement, event.key, 'horizontal');
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click();
}

/** Only the selected tab is in the page's tab order; the others are reached with the arrow keys. */
export const tabStop = (selected: boolean): 0 | -1 => (selected ? 0 : -1);
