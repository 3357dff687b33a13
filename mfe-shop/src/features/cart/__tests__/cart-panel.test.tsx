import { screen } from '@testing-library/react';
import { knownCollection, type Product } from '@mtdm/shared/content';
import { renderWithProviders } from '@mtdm/shared/testing';
import { shopStore } from '../../../store';
import { resetShop } from '../../../testing/reset-shop';
import { CartPanel } from '../cart-panel';
import { plainSpaces } from '@mtdm/shared/testing/text';

const products = knownCollection('products')!;
const byName = (start: string) => products.find((product) => product.name.startsWith(start)) as Product;

beforeEach(() => resetShop());

function openWith(...items: Product[]) {
  for (const item of items) shopStore.getState().addItem(item);
  shopStore.getState().openCart();
  renderWithProviders(<CartPanel />);
}

describe('cart panel: a helmet, a mug or a perfume', () => {
  it('alone, is paid online with its packing fee', () => {
    openWith(byName('Mug'));
    expect(screen.getByRole('button', { name: 'Passer au paiement' })).toBeInTheDocument();
  });

  it('with other articles, is ordered through the association, as the shop’s notice says', () => {
    openWith(byName('Mug'), byName('Casquette'));
    expect(screen.queryByRole('button', { name: 'Passer au paiement' })).not.toBeInTheDocument();
    expect(plainSpaces(screen.getByText(/se commande seul en ligne/).textContent)).toMatch(
      /^Un casque, un mug ou un parfum se commande seul en ligne : pour le joindre à d’autres articles, contactez l’association/,
    );
    expect(screen.getByRole('link', { name: 'Contacter l’association' })).toHaveAttribute(
      'href',
      '/pages/FormulaireAssociation',
    );
  });
});

describe('cart panel: the quantity’s buttons', () => {
  it('name an article as French writes it before a vowel', () => {
    const scarf = byName('Écharpe');
    openWith(scarf);
    expect(screen.getByRole('button', { name: `Augmenter la quantité d’${scarf.name}` })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: `Quantité d’${scarf.name}` })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: `Diminuer la quantité d’${scarf.name}` })).toBeInTheDocument();
  });
});
