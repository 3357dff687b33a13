import { memo } from 'react';
import styled from 'styled-components';
import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import { contentImageSources } from '@mtdm/shared/content';
import { Link } from '@mtdm/shared/router';
import { itemPathOf } from '@mtdm/shared/routing';
import { productAnchor } from '@mtdm/shared/search/page-marks';
import { useElementId } from '@mtdm/shared/ui';
import { ProductOrderForm, type ProductOrderFormProps } from '../../common/product-order-form';

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
    form > p[role='status'] {
      flex-basis: 100%;
    }
  }
`;

type ProductCardProps = ProductOrderFormProps;

/**
 * One product: image, name, price, size choice when it has sizes, quantity (min 1, default 1), add
 * button. Drawn again only when its own props change (an addition elsewhere leaves it as it is).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAdd,
  confirmation = null,
}: ProductCardProps) {
  const titleId = useElementId();
  const { width, height } = PRODUCT_IMAGE_SIZE;

  // The photograph once the association has given one, else the drawing.
  const picture = contentImageSources(product.photograph ?? product.image, 300);
  return (
    <Card id={productAnchor(product.id)} aria-labelledby={titleId}>
      <Picture
        {...picture}
        // Only with a list of widths to choose from (a photograph): a drawing has one file.
        sizes={picture.srcSet ? '(max-width: 768px) 5rem, 300px' : undefined}
        alt={(product.photograph ? product.photographAlt : product.imageAlt) ?? product.name}
        width={width}
        height={height}
        loading="lazy"
      />
      <h2 id={titleId}>
        <Link to={itemPathOf('shop', product.id)}>{product.name}</Link>
      </h2>
      <Price>{formatEuros(eurosToCents(product.price))}</Price>
      <ProductOrderForm product={product} onAdd={onAdd} confirmation={confirmation} />
    </Card>
  );
});
