import styled from 'styled-components';
import type { Product } from '@mtdm/shared/data';
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

export function ProductGrid({ products, onAdd }: ProductGridProps) {
  return (
    <Grid aria-label="Produits">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onAdd={onAdd} />
        </li>
      ))}
    </Grid>
  );
}
