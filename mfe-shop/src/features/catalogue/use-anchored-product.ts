import type { Product } from '@mtdm/shared/content';
import { pageOfPosition } from '@mtdm/shared/catalogue';
import { productAnchor } from '@mtdm/shared/search/page-marks';
import { useAddressAnchor } from '@mtdm/shared/ui';

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
  useAddressAnchor(
    (id) => {
      const position = products.findIndex((product) => productAnchor(product.id) === id);
      if (position < 0) return false;
      const holding = pageOfPosition(position);
      if (holding !== page) showPage(holding, { replace: true });
      return true;
    },
    { ready, shown: page },
  );
}
