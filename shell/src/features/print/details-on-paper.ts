import { useEffect } from 'react';

/**
 * On paper, a closed disclosure of the page would hide what it holds (a route to the museum, a rule of
 * the visit): each is opened when the browser prints, and those it opened are closed again after.
 */
export function useDetailsOpenOnPaper(): void {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const openAll = () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')];
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
