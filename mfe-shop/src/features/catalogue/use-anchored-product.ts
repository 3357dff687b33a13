import { useEffect, useRef, useState } from 'react';
import type { Product } from '@mtdm/shared/content';
import { productAnchor } from '@mtdm/shared/search/page-marks';
import { pageOfPosition } from '@mtdm/shared/catalogue';

interface AnchoredProductOptions {
  /** The products of the current view, every page, in their order. */
  readonly products: readonly Product[];
  /** The page shown. */
  readonly page: number;
  /** False until the address's view applies: the anchor is followed from then on. */
  readonly ready: boolean;
  readonly showPage: (page: number, options: { replace: boolean }) => void;
}

/**
 * An address whose anchor names a product (a search result) shows the page that holds it and brings its
 * card into view, when the page loads and when the anchor changes.
 */
export function useAnchoredProduct({ products, page, ready, showPage }: AnchoredProductOptions) {
  const view = useRef({ products, page, showPage });
  useEffect(() => {
    view.current = { products, page, showPage };
  });
  const [anchored, setAnchored] = useState<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const { products: listed, page: shown, showPage: show } = view.current;
      const position = listed.findIndex((product) => productAnchor(product.id) === id);
      if (position < 0) return;
      const holding = pageOfPosition(position);
      if (holding !== shown) show(holding, { replace: true });
      setAnchored(id);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [ready]);

  // Once its page is shown, the card is in the page: it can be brought into view.
  useEffect(() => {
    if (!anchored) return;
    const card = document.getElementById(anchored);
    if (!card) return;
    card.scrollIntoView?.({ block: 'start' });
    setAnchored(null);
  }, [anchored, page]);
}
