import { act, fireEvent, screen, within } from '@testing-library/react';
import { publishContent, type Product } from '@mtdm/shared/content';
import { renderWithProviders } from '@mtdm/shared/testing';
import { shopStore } from '../../../store';
import { resetShop } from '../../../testing/reset-shop';
import { productItems } from '../product-heads';
import { ProductView } from '../product-view';

const helmet: Product = {
  id: 'casque-colonial-replique',
  name: 'Casque colonial, réplique modèle 1886',
  price: 58,
  weight: 900,
  category: 'coiffures',
  image: 'images/products/casque-colonial-replique.svg',
  packagingFee: 10.7,
};
const polo: Product = {
  id: 'polo-homme-ancre',
  name: 'Polo homme ancre',
  price: 30,
  weight: 250,
  category: 'polos - T-shirt',
  image: 'images/products/polo-homme-ancre.svg',
  sizes: ['M', 'L'],
  photograph: 'images/products/polo.jpg',
  photographAlt: 'Le polo bleu marine, plié, brodé de l’ancre.',
  description: 'Un polo de coton piqué.\n\nL’ancre est brodée sur le cœur.',
};

const renderAt = (item: string) =>
  renderWithProviders(<ProductView cartButton={null} />, { route: `/pages/laboutique/${item}` });

beforeEach(() => {
  publishContent({ products: [helmet, polo] });
  resetShop();
});

describe('the page of a product', () => {
  it('names it, prices it, gives its facts and says honestly that its description is being prepared', () => {
    renderAt(helmet.id);
    expect(screen.getByRole('heading', { level: 1, name: helmet.name })).toBeInTheDocument();
    expect(screen.getByText('58,00 €')).toBeInTheDocument();
    expect(
      screen.getByText('La description détaillée de cet article est en cours de préparation.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Coiffures')).toBeInTheDocument();
    expect(screen.getByText(/900 g/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Toute la boutique/ })).toHaveAttribute(
      'href',
      `/pages/laboutique#produit-${helmet.id}`,
    );
    expect(screen.getByRole('img', { name: helmet.name })).toHaveAttribute(
      'src',
      '/content/media/images/products/casque-colonial-replique.svg',
    );
  });

  it('shows the photograph in place of the drawing, and the description in paragraphs', () => {
    renderAt(polo.id);
    const picture = screen.getByRole('img', { name: polo.photographAlt });
    expect(picture.getAttribute('srcset')).toContain('/content/media/images/products/polo.jpg?w=800 800w');
    expect(screen.getByText('Un polo de coton piqué.')).toBeInTheDocument();
    expect(screen.getByText('L’ancre est brodée sur le cœur.')).toBeInTheDocument();
    expect(screen.queryByText(/en cours de préparation/)).not.toBeInTheDocument();
  });

  it('adds the chosen size and quantity to the cart and says so', () => {
    renderAt(polo.id);
    fireEvent.change(screen.getByLabelText('Taille'), { target: { value: 'L' } });
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /Ajouter au panier/ }));
    expect(shopStore.getState().lines).toEqual([
      expect.objectContaining({ id: polo.id, selectedSize: 'L', quantity: 2 }),
    ]);
    expect(screen.getByText(/« Polo homme ancre \(taille L\) » ajouté au panier/)).toBeInTheDocument();
  });

  it('enlarges the picture in a dialog, and twice as wide on demand', () => {
    renderAt(polo.id);
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir l’image' }));
    const dialog = screen.getByRole('dialog', { name: `Image agrandie : ${polo.name}` });
    expect(within(dialog).getByRole('img', { name: polo.photographAlt })).toHaveAttribute(
      'src',
      '/content/media/images/products/polo.jpg?w=800',
    );
    const more = within(dialog).getByRole('button', { name: 'Agrandir encore' });
    expect(more).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-pressed', 'true');
    act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives search engines the product, its picture and its offer', () => {
    const { container } = renderAt(helmet.id);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: helmet.name,
      image: '/content/media/images/products/casque-colonial-replique.svg',
      url: '/pages/laboutique/casque-colonial-replique',
      offers: { price: '58.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
  });

  it('says so for a product the shop does not offer', () => {
    renderAt('tour-eiffel');
    expect(screen.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Toute la boutique/ })).toHaveAttribute(
      'href',
      '/pages/laboutique',
    );
  });
});

describe('the products that get a page', () => {
  it('lists each one by its name in the address, with its title and a sentence for search engines', () => {
    expect(productItems({ products: [helmet, polo, { ...helmet, id: 'Nom Refusé' }] })).toEqual([
      {
        item: helmet.id,
        title: helmet.name,
        description: expect.stringMatching(
          /^Casque colonial, réplique modèle 1886 \(Coiffures, 58,00\s€\), en vente/,
        ),
      },
      { item: polo.id, title: polo.name, description: 'Un polo de coton piqué.' },
    ]);
  });
});
