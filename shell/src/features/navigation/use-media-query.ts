import { useCallback, useSyncExternalStore } from 'react';

/** The menu switches to its compact form (hamburger, submenus on click) at 1024 px or below. */
export const COMPACT_MENU_QUERY = '(max-width: 1024px)';

/**
 * Whether a CSS media query matches, kept up to date through the query's change event; undefined when
 * it cannot be known: in the HTML rendered at build time, and while the browser hydrates that HTML
 * (CSS then decides what shows, so nothing moves when the answer arrives).
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => window.matchMedia(query).matches, [query]);
  return useSyncExternalStore<boolean | undefined>(subscribe, getSnapshot, () => undefined);
}
