import styled from 'styled-components';
import type { Product } from '@mtdm/shared/content';
import { useElementId, VisuallyHidden } from '@mtdm/shared/ui';
import { ProductCard } from './product-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
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
}

/** The products, as a list named "Produits" (by a hidden text: a list takes no aria-label in HTML). */
export function ProductGrid({ products, onAdd }: ProductGridProps) {
  const nameId = useElementId('produits');
  return (
    <>
      <VisuallyHidden id={nameId}>Produits</VisuallyHidden>
      <Grid aria-labelledby={nameId}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onAdd={onAdd} />
          </li>
        ))}
      </Grid>
    </>
  );
}
