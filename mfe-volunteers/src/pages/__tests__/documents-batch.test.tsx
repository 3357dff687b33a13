import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import { MEMBERSHIP_ROW } from '../../testing/space-records';

const receipt = (number: string, paymentId: string, state: 'in-force' | 'voided') => ({
  receiptNumber: number,
  paymentId,
  paymentKind: 'donation',
  reference: `DON-${paymentId}`,
  firstName: 'Paul',
  lastName: 'Lefèvre',
  amountCents: 8000,
  paidAt: '2026-05-02T10:00:00.000Z',
  state,
  replaces: null,
  replacedBy: null,
});

it('sends several receipts again at once, only those in force offered', async () => {
  const { sent } = fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('tresorerie'),
      '/api/benevoles/recus': {
        year: 2026,
        receipts: [
          receipt('2026-00001', 'pay_a', 'in-force'),
          receipt('2026-00002', 'pay_b', 'voided'),
          receipt('2026-00003', 'pay_c', 'in-force'),
        ],
        retention: 'Conservés six ans.',
        total: 3,
        page: 1,
        pageCount: 1,
      },
    },
    {
      '/api/benevoles/documents/renvois': {
        body: { success: true, message: '2 documents renvoyés par courriel, chacun à son destinataire.' },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/recus' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Choisir le reçu n° 2026-00001' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Choisir le reçu n° 2026-00003' }));
  expect(screen.queryByRole('checkbox', { name: 'Choisir le reçu n° 2026-00002' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Renvoyer les 2 reçus choisis' }));
  expect(
    await screen.findByText('2 documents renvoyés par courriel, chacun à son destinataire.'),
  ).toBeInTheDocument();
  expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
    {
      url: '/api/benevoles/documents/renvois',
      body: {
        documents: [
          { id: 'pay_a', nature: 'tax-receipt' },
          { id: 'pay_c', nature: 'tax-receipt' },
        ],
      },
    },
  ]);
  expect(screen.queryByRole('button', { name: /reçus choisis/ })).not.toBeInTheDocument();
});

it('sends several attestations again at once from the members, for the role that sends them only', async () => {
  const members = {
    year: 2026,
    members: [MEMBERSHIP_ROW, { ...MEMBERSHIP_ROW, paymentId: 'pay_10', reference: 'ADH-2026-00010' }],
    retention: 'Conservées dix ans.',
    total: 2,
    page: 1,
    pageCount: 1,
  };
  const { sent } = fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('adhesions'),
    '/api/benevoles/adhesions': members,
  });
  const { unmount } = renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Choisir l’adhésion ADH-2026-00009' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Choisir l’adhésion ADH-2026-00010' }));
  await userEvent.click(screen.getByRole('button', { name: 'Renvoyer les 2 attestations choisies' }));
  await screen.findByText('Fait.');
  expect(sent[0]!.body).toEqual({
    documents: [
      { id: 'pay_9', nature: 'membership-attestation' },
      { id: 'pay_10', nature: 'membership-attestation' },
    ],
  });
  unmount();

  fakeSpaceApi({ '/api/benevoles/moi': volunteerWith('tresorerie'), '/api/benevoles/adhesions': members });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions' });
  expect(await screen.findAllByText('Louis Martin')).toHaveLength(2);
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});
