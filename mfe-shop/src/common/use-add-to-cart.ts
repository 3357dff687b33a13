import { useCallback, useState } from 'react';
import type { Product } from '@mtdm/shared/content';
import { quotedName } from '@mtdm/shared/site';
import { useShopStore } from '../store';

/** The last addition to the cart, said beside the product it added. */
interface LastAdded {
  readonly productId: string;
  readonly message: string;
}

/** Adds a product to the cart and says so: « Casquette » ajouté au panier (quantité : 2). */
export function useAddToCart() {
  const addItem = useShopStore((state) => state.addItem);
  const [lastAdded, setLastAdded] = useState<LastAdded | null>(null);
  // One function for the page's life: the cards, kept as they are, are not drawn again at each addition.
  const add = useCallback(
    (product: Product, size: string | null, quantity: number) => {
      addItem(product, { size, quantity });
      const what = size ? `${product.name} (taille ${size})` : product.name;
      setLastAdded({
        productId: product.id,
        message: `${quotedName(what)} ajouté au panier (quantité : ${quantity}).`,
      });
    },
    [addItem],
  );
  return { add, lastAdded };
}
