import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import { ORDER_DETAIL } from '../../testing/space-records';
import { plainSpaces } from '@mtdm/shared/testing/text';

/** A mug (12 € each, two ordered) and a cap (18 €), 6,75 € of shipping. */
const TWO_LINES = {
  ...ORDER_DETAIL,
  lines: [
    ORDER_DETAIL.lines[0]!,
    { id: 2, name: 'Casquette', size: 'M', quantity: 1, unitPriceCents: 1800, refundedQuantity: 0 },
  ],
};
const URL = '/api/benevoles/commandes/pay_1/remboursement-partiel';

/** The panel under its heading. */
const partPanel = async () =>
  (await screen.findByRole('heading', { name: 'Rembourser une partie' })).closest('section')!;

afterEach(() => jest.restoreAllMocks());

it('gives back the articles and shipping chosen, the amount shown from the order’s prices', async () => {
  const { sent } = fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('boutique'),
      '/api/benevoles/commandes/pay_1': { order: TWO_LINES },
    },
    {
      [URL]: {
        status: 409,
        body: {
          success: false,
          message: 'Il reste 1 article « Casquette » à rembourser sur cette commande.',
        },
      },
    },
  );
  const asked = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  const panel = await partPanel();
  await userEvent.type(
    within(panel).getByLabelText(/^Mug « Bazeilles 1870 »\s: nombre à rembourser \(2 au plus\)/),
    '1',
  );
  await userEvent.click(within(panel).getByRole('checkbox', { name: /^Rembourser aussi les frais d’envoi/ }));
  expect(plainSpaces(within(panel).getByText(/^Montant à rembourser/).textContent)).toBe(
    'Montant à rembourser : 18,75 €',
  );
  await userEvent.type(within(panel).getByLabelText(/^Motif du remboursement/), 'mug cassé');
  await userEvent.click(within(panel).getByRole('button', { name: 'Rembourser cette partie' }));

  expect(plainSpaces(asked.mock.calls[0]![0] as string)).toMatch(/^Rembourser 18,75 € à l’acheteur/);
  expect(sent.filter((call) => call.url === URL).map((call) => call.body)).toEqual([
    { articles: [{ ligne: 1, quantite: 1 }], fraisDEnvoi: true, reason: 'mug cassé' },
  ]);
  // Refused: the server's words are shown, and what was typed stays.
  expect(plainSpaces((await screen.findByRole('alert')).textContent)).toContain(
    'Il reste 1 article « Casquette »',
  );
  expect(within(panel).getByLabelText(/^Motif du remboursement/)).toHaveValue('mug cassé');
  expect(within(panel).getByRole('checkbox', { name: /^Rembourser aussi les frais d’envoi/ })).toBeChecked();
});

it('sends nothing when the volunteer does not confirm', async () => {
  const { sent } = fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/commandes/pay_1': { order: TWO_LINES },
  });
  jest.spyOn(window, 'confirm').mockReturnValue(false);
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  const panel = await partPanel();
  await userEvent.type(within(panel).getByLabelText(/^Casquette \(taille M\)/), '1');
  await userEvent.click(within(panel).getByRole('button', { name: 'Rembourser cette partie' }));
  expect(sent.filter((call) => call.url === URL)).toEqual([]);
});

it('after a part: what was given back is listed, only what is left is offered, the whole refund says the rest', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes/pay_1': {
      order: {
        ...TWO_LINES,
        lines: [{ ...TWO_LINES.lines[0]!, refundedQuantity: 2 }, TWO_LINES.lines[1]!],
        shippingRefunded: true,
        givenBackCents: 3075,
        amountCents: 4875,
        partialRefunds: [
          {
            amountCents: 3075,
            shippingCents: 675,
            lines: [{ name: 'Mug « Bazeilles 1870 »', size: null, quantity: 2 }],
            reason: 'mugs cassés',
            refundedBy: 'boutique@example.org',
            refundedAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      },
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  const panel = await partPanel();
  expect(within(panel).queryByLabelText(/^Mug/)).toBeNull();
  expect(within(panel).getByLabelText(/^Casquette \(taille M\)/)).toBeInTheDocument();
  expect(within(panel).queryByRole('checkbox')).toBeNull();
  expect(plainSpaces(screen.getByText(/mugs cassés/).textContent)).toBe(
    '25 novembre 2026 : 30,75 € (2 × Mug « Bazeilles 1870 », frais d’envoi), par boutique@example.org. Motif : mugs cassés',
  );
  expect(screen.getByRole('columnheader', { name: 'Remboursés' })).toBeInTheDocument();
  expect(
    screen.getByRole('button', {
      name: (name) => plainSpaces(name) === 'Rembourser le reste de la commande (18,00 €)',
    }),
  ).toBeInTheDocument();
});
