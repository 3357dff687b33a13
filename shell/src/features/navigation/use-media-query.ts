import { startTransition, useEffect, useState } from 'react';

/** The menu switches to its compact form (hamburger, submenus on click) at 1024 px or below. */
export const COMPACT_MENU_QUERY = '(max-width: 1024px)';

/**
 * Whether a CSS media query matches, kept up to date through the query's change event; undefined when
 * it cannot be known: in the HTML rendered at build time, and while the browser hydrates that HTML
 * (CSS then decides what shows, so nothing moves when the answer arrives).
 * The answer comes as a transition: an urgent update while the page is still being hydrated would
 * make React hydrate all the rest at once, in one long task.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
