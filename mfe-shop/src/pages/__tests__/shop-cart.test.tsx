import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuros, summarizeCart } from '@mtdm/shared/commerce';
import { knownCollection, type Product } from '@mtdm/shared/content';
import { paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { shopStore } from '../../store';
import { resetShop } from '../../testing/reset-shop';
import ShopView from '../shop-page';

const products = knownCollection('products')!;

const byName = (name: string) => products.find((product) => product.name === name) as Product;
const book = products.find((product) => product.category === 'livres') as Product;
const polo = byName('Polo homme brodé ancre d’or');

function renderShop() {
  const user = userEvent.setup();
  renderWithProviders(<ShopView />, { route: paths.shop });
  return user;
}

/** formatEuros with ordinary spaces (the matcher normalises the page's narrow no-break spaces). */
const euros = (cents: number) => formatEuros(cents).replace(/\s/g, ' ');

beforeEach(resetShop);

describe('cart panel', () => {
  it('opens from the cart button, says the cart is empty, and closes with Escape back on the button', async () => {
    const user = renderShop();
    const cartButton = screen.getByRole('button', { name: 'Panier : 0 article' });
    await user.click(cartButton);
    const panel = screen.getByRole('dialog', { name: 'Votre panier' });
    expect(within(panel).getByText('Le panier est vide.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Passer au paiement' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartButton).toHaveFocus();
  });

  it('lists the lines with plus, minus (floor 1) and remove, and the totals of the shared rules', async () => {
    shopStore.getState().addItem(book);
    shopStore.getState().addItem(polo, { size: 'M' });
    const user = renderShop();
    await user.click(screen.getByRole('button', { name: 'Panier : 2 articles' }));
    const panel = screen.getByRole('dialog', { name: 'Votre panier' });
    const poloLabel = 'Polo homme brodé ancre d’or (taille M)';

    await user.click(within(panel).getByRole('button', { name: `Augmenter la quantité de ${poloLabel}` }));
    expect(within(panel).getByRole('status', { name: `Quantité de ${poloLabel}` })).toHaveTextContent('2');
    await user.click(within(panel).getByRole('button', { name: `Diminuer la quantité de ${poloLabel}` }));
    const minus = within(panel).getByRole('button', { name: `Diminuer la quantité de ${poloLabel}` });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(within(panel).getByRole('status', { name: `Quantité de ${poloLabel}` })).toHaveTextContent('1');
    expect(minus).toHaveFocus();

    const summary = summarizeCart(shopStore.getState().lines);
    expect(within(panel).getByText('Frais de port').nextElementSibling).toHaveTextContent(
      euros(summary.shippingCents),
    );
    expect(within(panel).getByText('Total').nextElementSibling).toHaveTextContent(euros(summary.amountCents));

    await user.click(within(panel).getByRole('button', { name: `Retirer ${poloLabel} du panier` }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: `Retirer ${book.name} du panier` }));
    expect(within(panel).getByText('Le panier est vide.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('cart')).toBe('[]');
  });

  it('the pay button closes the cart and opens the payment modal; closing it returns to the cart button', async () => {
    shopStore.getState().addItem(book);
    const user = renderShop();
    const cartButton = screen.getByRole('button', { name: 'Panier : 1 article' });
    await user.click(cartButton);
    await user.click(screen.getByRole('button', { name: 'Passer au paiement' }));
    expect(screen.queryByRole('dialog', { name: 'Votre panier' })).not.toBeInTheDocument();
    const modal = screen.getByRole('dialog', { name: 'Paiement de votre commande' });
    // The form arrives with its chunk and takes the focus.
    expect(await within(modal).findByRole('textbox', { name: 'Prénom' })).toHaveFocus();
    await user.click(within(modal).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartButton).toHaveFocus();
  });
});
