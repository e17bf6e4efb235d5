import type { MouseEvent } from 'react';

/** What handles its own clicks inside a clickable row or card (and modifier keys for new tabs). */
const INNER_CONTROL =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]';

/**
 * A click handler for a whole row or card that opens something: it does nothing when the
 * click landed on an inner link or control (that one acts instead) or ended a text
 * selection (copying an id must not navigate away).
 */
export function rowClick<E extends HTMLElement>(open: () => void) {
  return (event: MouseEvent<E>) => {
    const target = event.target as Element;
    if (target.closest(INNER_CONTROL)) return;
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed && selection.toString().trim() !== '') return;
    open();
  };
}
