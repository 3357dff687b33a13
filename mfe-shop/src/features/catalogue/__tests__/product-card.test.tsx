import { screen } from '@testing-library/react';
import type { Product } from '@mtdm/shared/content';
import { renderWithProviders } from '@mtdm/shared/testing';
import { ProductCard } from '../product-card';

const mug: Product = {
  id: 'mug',
  name: 'Mug « Ancre d’or »',
  price: 12,
  weight: 350,
  category: 'mugs',
  image: 'images/products/mug-ancre-d-or.svg',
};

describe('the picture of an article', () => {
  it('shows a drawing as it is, named by the article', () => {
    renderWithProviders(<ProductCard product={mug} onAdd={() => undefined} />);
    const picture = screen.getByRole('img', { name: mug.name });
    expect(picture).toHaveAttribute('src', '/content/media/images/products/mug-ancre-d-or.svg');
    expect(picture).not.toHaveAttribute('srcset');
  });

  it('shows a photograph in the widths the server makes, described by its alternative text', () => {
    const photographed = { ...mug, image: 'images/products/mug.jpg', imageAlt: 'Le mug posé sur une table.' };
    renderWithProviders(<ProductCard product={photographed} onAdd={() => undefined} />);
    const picture = screen.getByRole('img', { name: 'Le mug posé sur une table.' });
    expect(picture).toHaveAttribute('src', '/content/media/images/products/mug.jpg?w=400');
    expect(picture.getAttribute('srcset')).toContain('/content/media/images/products/mug.jpg?w=800 800w');
    expect(picture).toHaveAttribute('sizes', '(max-width: 768px) 5rem, 300px');
  });
});
