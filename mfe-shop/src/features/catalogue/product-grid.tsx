import styled from 'styled-components';
import type { Product } from '@mtdm/shared/content';
import { useElementId, VisuallyHidden } from '@mtdm/shared/ui';
import { ProductCard } from './product-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;

  /* A phone shows the products as a list of compact cards, four or more to a screen. */
  ${({ theme }) => theme.media.upToWidgets} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }
  > li > article {
    flex: 1;
  }
`;

interface ProductGridProps {
  readonly products: readonly Product[];
  readonly onAdd: (product: Product, size: string | null, quantity: number) => void;
  /** The last addition: its card says so beside its button. */
  readonly lastAdded: { readonly productId: string; readonly message: string } | null;
}

/** The products, as a list named "Produits" (by a hidden text: a list takes no aria-label in HTML). */
export function ProductGrid({ products, onAdd, lastAdded }: ProductGridProps) {
  const nameId = useElementId('produits');
  return (
    <>
      <VisuallyHidden id={nameId}>Produits</VisuallyHidden>
      <Grid aria-labelledby={nameId}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              onAdd={onAdd}
              confirmation={lastAdded?.productId === product.id ? lastAdded.message : null}
            />
          </li>
        ))}
      </Grid>
    </>
  );
}
