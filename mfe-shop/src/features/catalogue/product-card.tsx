import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import { contentMediaUrl, type Product } from '@mtdm/shared/content';
import { MAX_LINE_QUANTITY } from '../../store';
import { Button, Field, Input, Label, Select, VisuallyHidden } from '@mtdm/shared/ui';

/** The intrinsic size of a product's picture, so the card reserves its space. */
const PRODUCT_IMAGE_SIZE = { width: 400, height: 400 } as const;
import { useElementId } from '@mtdm/shared/ui';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }

  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: auto;
  }
`;

/** The image keeps its square space before it loads (no layout shift). */
const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.small};
`;

/** A product the association cannot supply for now: shown, not orderable. */
const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  text-align: center;
  font-weight: 600;
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.redDark};
`;

interface ProductCardProps {
  readonly product: Product;
  readonly onAdd: (product: Product, size: string | null, quantity: number) => void;
}

/** One product: image, name, price, size choice when it has sizes, quantity (min 1, default 1), add button. */
export function ProductCard({ product, onAdd }: ProductCardProps) {
  const titleId = useElementId();
  const sizeId = useElementId();
  const quantityId = useElementId();
  const [size, setSize] = useState<string | null>(product.sizes?.[0] ?? null);
  const [quantity, setQuantity] = useState('1');
  const { width, height } = PRODUCT_IMAGE_SIZE;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Number.parseInt(quantity, 10);
    const chosen = Number.isFinite(parsed) && parsed >= 1 ? Math.min(parsed, MAX_LINE_QUANTITY) : 1;
    onAdd(product, size, chosen);
    setQuantity('1');
  };

  return (
    <Card aria-labelledby={titleId}>
      <Picture
        src={contentMediaUrl(product.image)}
        alt={product.name}
        width={width}
        height={height}
        loading="lazy"
      />
      <h2 id={titleId}>{product.name}</h2>
      <Price>{formatEuros(eurosToCents(product.price))}</Price>
      <form onSubmit={submit}>
        {product.sizes && product.sizes.length > 0 && (
          <Field>
            <Label htmlFor={sizeId}>Taille</Label>
            <Select id={sizeId} value={size ?? ''} onChange={(event) => setSize(event.target.value)}>
              {product.sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field>
          <Label htmlFor={quantityId}>Quantité</Label>
          <Input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            onBlur={() => {
              if (!(Number.parseInt(quantity, 10) >= 1)) setQuantity('1');
            }}
          />
        </Field>
        {product.unavailable ? (
          <Unavailable>Indisponible pour le moment</Unavailable>
        ) : (
          <Button type="submit" $fullWidth>
            Ajouter au panier<VisuallyHidden> : {product.name}</VisuallyHidden>
          </Button>
        )}
      </form>
    </Card>
  );
}
