import { screen, within } from '@testing-library/react';
import { parisToday } from '@mtdm/shared/content';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import { ORDER_DETAIL, ORDER_ROW } from '../../testing/space-records';

/** A Paris day `days` from today ('2026-12-16'), and how the space writes it. */
function dayFromToday(days: number) {
  const [year, month, day] = parisToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days, 12));
  return {
    iso: date.toISOString().slice(0, 10),
    french: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })
      .format(date)
      .replace(/^1 /, '1er '),
  };
}

const withdrawnOn = (receivedDaysAgo: number) => {
  const received = dayFromToday(-receivedDaysAgo);
  const due = dayFromToday(14 - receivedDaysAgo);
  return {
    received,
    due,
    order: {
      ...ORDER_ROW,
      state: 'withdrawn',
      withdrawnAt: `${received.iso}T09:00:00.000Z`,
      refundDueOn: due.iso,
    },
  };
};

it('lists the withdrawn orders with the day each refund is due by', async () => {
  const { order, due } = withdrawnOn(3);
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes?etat=retractees': {
      orders: [order],
      retention: 'Conservées dix ans.',
      total: 1,
      page: 1,
      pageCount: 1,
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes?etat=retractees' });
  const table = await screen.findByRole('table', { name: /Rétractées, à rembourser$/ });
  expect(within(table).getByRole('columnheader', { name: 'Remboursement dû le' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: due.french })).toBeInTheDocument();
});

it('says on a withdrawn order when the withdrawal came and the day its refund is due by', async () => {
  const { order, received, due } = withdrawnOn(3);
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes/pay_1': { order: { ...ORDER_DETAIL, ...order } },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByText(
      new RegExp(
        `^Rétractation reçue le ${received.french}\\s: remboursement dû au plus tard le ${due.french}\\. Si les articles sont partis, il peut attendre leur retour ou la preuve de leur renvoi\\.$`,
      ),
    ),
  ).toBeInTheDocument();
});

it('says when the refund of a withdrawn order is past its day', async () => {
  const { order, due } = withdrawnOn(20);
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes/pay_1': { order: { ...ORDER_DETAIL, ...order } },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByText(new RegExp(`remboursement dû au plus tard le ${due.french}, délai dépassé\\.`)),
  ).toBeInTheDocument();
});
