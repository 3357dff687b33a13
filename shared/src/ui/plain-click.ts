import type { MouseEvent } from 'react';

/**
 * A click the page may take over: the main button, no modifier. A middle click, or a click with
 * Ctrl, Cmd, Shift or Alt, is the visitor asking the browser for a new tab, a new window or a
 * download, and is left to it.
 */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
