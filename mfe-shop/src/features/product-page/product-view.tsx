import type { ReactNode } from 'react';
import styled from 'styled-components';
import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import { contentImageSources, contentMediaUrl, type Product } from '@mtdm/shared/content';
import { useLocation } from '@mtdm/shared/router';
import { itemAt, itemPathOf, paths } from '@mtdm/shared/routing';
import { productAnchor } from '@mtdm/shared/search/page-marks';
import {
  ItemBackLink,
  itemDocumentTitle,
  ItemLayout,
  PageMeta,
  PageSection,
  StructuredData,
  useContent,
  ZoomablePicture,
} from '@mtdm/shared/ui';
import { categoryLabel } from '../../common/category-label';
import { ProductOrderForm } from '../../common/product-order-form';
import { useAddToCart } from '../../common/use-add-to-cart';
import { descriptionParagraphs, productSummary } from './product-heads';
import { productStructuredData } from './product-structured-data';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The order form under the price, narrower than its column. */
const Details = styled(ItemLayout)`
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    max-width: 22rem;
  }
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.redDark};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** The facts every product has: its category, its sizes, its weight (it makes the postage). */
function ProductFacts({ product }: { readonly product: Product }) {
  return (
    <Facts>
      <dt>Catégorie</dt>
      <dd>{categoryLabel(product.category)}</dd>
      {product.sizes && (
        <>
          <dt>Tailles</dt>
          <dd>{product.sizes.join(', ')}</dd>
        </>
      )}
      <dt>Poids</dt>
      <dd>{product.weight} g (il compte dans les frais d’envoi)</dd>
    </Facts>
  );
}

/** The picture of a product: its photograph when the association has given one, else its drawing. */
function ProductPicture({ product }: { readonly product: Product }) {
  const file = product.photograph ?? product.image;
  const shown = contentImageSources(file, 480);
  const large = shown.srcSet ? `${contentMediaUrl(file)}?w=800` : shown.src;
  const alt = (product.photograph ? product.photographAlt : product.imageAlt) ?? product.name;
  return (
    <ZoomablePicture
      {...shown}
      sizes="(min-width: 768px) 45vw, 100vw"
      largeSrc={large}
      alt={alt}
      width={400}
      height={400}
      name={product.name}
    />
  );
}

function ProductDetails({ product }: { readonly product: Product }) {
  const { add, lastAdded } = useAddToCart();
  const paragraphs = descriptionParagraphs(product);
  return (
    <Details $pictureShare={5} $textShare={6}>
      <ProductPicture product={product} />
      <div>
        <h1>{product.name}</h1>
        <Price>{formatEuros(eurosToCents(product.price))}</Price>
        <ProductOrderForm
          product={product}
          onAdd={add}
          confirmation={lastAdded?.productId === product.id ? lastAdded.message : null}
        />
        <h2>Description</h2>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
        ) : (
          <p>La description détaillée de cet article est en cours de préparation.</p>
        )}
        <ProductFacts product={product} />
      </div>
      <StructuredData data={productStructuredData(product)} />
    </Details>
  );
}

/**
 * /pages/laboutique/<product>: one product, its picture to enlarge, its facts, its order form. The
 * page gives the cart's button (`cartButton`) and its panels (`children`).
 */
export function ProductView({
  cartButton,
  children,
}: {
  readonly cartButton: ReactNode;
  readonly children?: ReactNode;
}) {
  const item = itemAt(useLocation().pathname)?.item;
  const product = useContent('products').find((candidate) => candidate.id === item);
  return (
    <PageSection>
      <PageMeta
        title={itemDocumentTitle(product?.name ?? 'Article introuvable')}
        description={product ? productSummary(product) : undefined}
        canonicalPath={product ? itemPathOf('shop', product.id) : null}
      />
      <Bar>
        <ItemBackLink to={product ? `${paths.shop}#${productAnchor(product.id)}` : paths.shop}>
          <span aria-hidden="true">←</span>&nbsp;Toute la boutique
        </ItemBackLink>
        {cartButton}
      </Bar>
      {product ? (
        <ProductDetails product={product} />
      ) : (
        <>
          <h1>Article introuvable</h1>
          <p>La boutique ne propose pas (ou plus) cet article : retrouvez tous ses articles sur sa page.</p>
        </>
      )}
      {children}
    </PageSection>
  );
}
