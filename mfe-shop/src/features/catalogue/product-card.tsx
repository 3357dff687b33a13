import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import { contentImageSources, type Product } from '@mtdm/shared/content';
import { productAnchor } from '@mtdm/shared/search/page-marks';
import { MAX_LINE_QUANTITY } from '../../store';
import {
  Button,
  Field,
  Input,
  keepEarlyInput,
  Label,
  Select,
  useElementId,
  VisuallyHidden,
} from '@mtdm/shared/ui';

/** The intrinsic size of a product's picture, so the card reserves its space. */
const PRODUCT_IMAGE_SIZE = { width: 400, height: 400 } as const;

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

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.redDark};
`;

/** The confirmation of an addition, beside the button that made it (empty otherwise). */
const Confirmation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

/**
 * Wider than 768 px a card stands in the grid, picture on top. On a phone it is a compact row: a small
 * picture beside the name, the price and the form, so four products or more fit on a screen.
 */
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

  ${({ theme }) => theme.media.upToWidgets} {
    display: grid;
    grid-template-columns: 5rem minmax(0, 1fr);
    grid-template-areas:
      'picture title'
      'picture price'
      'form form';
    column-gap: ${({ theme }) => theme.space.md};
    row-gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm};
    box-shadow: none;

    ${Picture} {
      grid-area: picture;
    }
    h2 {
      grid-area: title;
      align-self: end;
      font-size: 1rem;
    }
    ${Price} {
      grid-area: price;
      font-size: 1rem;
    }
    form {
      grid-area: form;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: flex-end;
      column-gap: ${({ theme }) => theme.space.sm};
      row-gap: ${({ theme }) => theme.space.xs};
    }
    form > div {
      flex: 1 1 6rem;
      gap: 0;
    }
    form > div:has(input) {
      flex: 0 0 5rem;
    }
    form > button,
    form > p {
      flex: 1 1 9rem;
    }
    ${Confirmation} {
      flex-basis: 100%;
    }
  }
`;

/** A product the association cannot supply for now: shown, not orderable. */
const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  text-align: center;
  font-weight: 700;
`;

interface ProductCardProps {
  readonly product: Product;
  readonly onAdd: (product: Product, size: string | null, quantity: number) => void;
  /** Said beside the button after this product was added ("« … » ajouté au panier (quantité : 2)."). */
  readonly confirmation?: string | null;
}

/** One product: image, name, price, size choice when it has sizes, quantity (min 1, default 1), add button. */
export function ProductCard({ product, onAdd, confirmation = null }: ProductCardProps) {
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

  const picture = contentImageSources(product.image, 300);
  return (
    <Card id={productAnchor(product.id)} aria-labelledby={titleId}>
      <Picture
        {...picture}
        // Only with a list of widths to choose from (a photograph): a drawing has one file.
        sizes={picture.srcSet ? '(max-width: 768px) 5rem, 300px' : undefined}
        alt={product.imageAlt ?? product.name}
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
            ref={keepEarlyInput}
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
            Ajouter au panier<VisuallyHidden>{`\u00a0: ${product.name}`}</VisuallyHidden>
          </Button>
        )}
        <Confirmation role="status">{confirmation}</Confirmation>
      </form>
    </Card>
  );
}
