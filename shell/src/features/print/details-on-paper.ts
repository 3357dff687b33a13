import { useEffect } from 'react';
import { SCREEN_ONLY_SELECTOR } from '@mtdm/shared/design-tokens';

/**
 * On paper, a closed disclosure of the page would hide what it holds (a route to the museum, a rule of
 * the visit): each is opened when the browser prints, and those it opened are closed again after. One
 * marked as a tool of the screen (a conference's booking, which opening would load) is left as it is.
 */
export function useDetailsOpenOnPaper(): void {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const openAll = () => {
      opened = [
        ...document.querySelectorAll<HTMLDetailsElement>(
          `main details:not([open]):not(${SCREEN_ONLY_SELECTOR})`,
        ),
      ];
      for (const details of opened) details.open = true;
    };
    const closeThem = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', openAll);
    window.addEventListener('afterprint', closeThem);
    return () => {
      window.removeEventListener('beforeprint', openAll);
      window.removeEventListener('afterprint', closeThem);
    };
  }, []);
}
