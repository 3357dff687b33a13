import { useEffect, useRef, useState } from 'react';

/**
 * Follows the address's anchor (a search result's `#…`): when the page loads (once `ready`) and when the
 * anchor changes, `reveal` is given the anchor's id and makes the element it names part of the page (opens
 * its panel, shows its page), answering whether it did. The element is then brought into view as soon as
 * it is rendered: `shown` names what the page shows (the open panel, the page number), so that a change
 * of it looks for the element again.
 */
export function useAddressAnchor(
  reveal: (id: string) => boolean,
  { ready = true, shown }: { readonly ready?: boolean; readonly shown: unknown },
) {
  const latestReveal = useRef(reveal);
  useEffect(() => {
    latestReveal.current = reveal;
  });
  const [revealed, setRevealed] = useState<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id && latestReveal.current(id)) setRevealed(id);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [ready]);

  // Once rendered, the element is in the page's flow: it can be brought into view.
  useEffect(() => {
    if (!revealed) return;
    const element = document.getElementById(revealed);
    if (!element) return;
    element.scrollIntoView?.({ block: 'start' });
    setRevealed(null);
  }, [revealed, shown]);
}
