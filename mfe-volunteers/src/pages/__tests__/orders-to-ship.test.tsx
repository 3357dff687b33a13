import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import {
  ORDER_DETAIL,
  ORDER_ROW,
  SHIPPED_ORDER_DETAIL,
  withdrawalToCheck,
} from '../../testing/space-records';

const SECOND = { ...ORDER_ROW, paymentId: 'pay_2', reference: 'CMD-2026-00002', lastName: 'Durand' };
const THIRD = { ...ORDER_ROW, paymentId: 'pay_3', reference: 'CMD-2026-00003', lastName: 'Petit' };
const TO_SHIP = {
  orders: [ORDER_ROW, SECOND, THIRD],
  retention: 'Conservées dix ans.',
  total: 3,
  page: 1,
  pageCount: 1,
};

it('prepares two orders at once: their slips in one PDF, then both shipped with a number each', async () => {
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('boutique'), '/api/benevoles/commandes?etat=a-expedier': TO_SHIP },
    {
      '/api/benevoles/commandes/expeditions': {
        status: 409,
        body: {
          success: false,
          message:
            'Aucune commande n’a été marquée expédiée : corrigez les lignes ci-dessous, puis recommencez.',
          failures: [
            {
              reference: 'CMD-2026-00003',
              message: 'Cette commande n’est pas à expédier (déjà expédiée, rétractée ou remboursée).',
            },
          ],
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Choisir la commande CMD-2026-00001' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Choisir la commande CMD-2026-00003' }));
  expect(screen.getByText('2 commandes choisies.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ouvrir les bordereaux (PDF)' })).toHaveAttribute(
    'href',
    '/api/benevoles/commandes/bordereaux?commandes=pay_1%2Cpay_3',
  );
  const batch = screen.getByRole('region', { name: 'Expédier les commandes choisies' });
  await userEvent.type(within(batch).getByLabelText(/^Transporteur/), 'La Poste');
  await userEvent.type(within(batch).getByLabelText('Numéro de suivi de CMD-2026-00001'), '6A001');
  await userEvent.type(within(batch).getByLabelText('Numéro de suivi de CMD-2026-00003'), '6A003');
  await userEvent.click(
    within(batch).getByRole('button', {
      name: 'Marquer les 2 commandes expédiées et prévenir les acheteurs',
    }),
  );
  expect(sent[0]!.body).toEqual({
    expeditions: [
      { id: 'pay_1', transporteur: 'La Poste', numeroDeSuivi: '6A001' },
      { id: 'pay_3', transporteur: 'La Poste', numeroDeSuivi: '6A003' },
    ],
  });
  // Refused: each line that failed is said, and nothing typed is lost.
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('listitem')).toHaveTextContent(
    /^CMD-2026-00003\s:\sCette commande n’est pas à expédier \(déjà expédiée, rétractée ou remboursée\)\.$/,
  );
  expect(within(batch).getByLabelText('Numéro de suivi de CMD-2026-00001')).toHaveValue('6A001');
  expect(within(batch).getByLabelText(/^Transporteur/)).toHaveValue('La Poste');
});

it('offers no batch to the treasurer, whose role reads the orders but does not ship them', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/commandes?etat=a-expedier': TO_SHIP,
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes' });
  expect(await screen.findByRole('link', { name: 'CMD-2026-00001' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

it('says, under a reference and on its order, that a withdrawal gives it with another address', async () => {
  const toCheck = { withdrawalToCheck: withdrawalToCheck('RET-2026-000004') };
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes?etat=a-expedier': {
      ...TO_SHIP,
      orders: [{ ...ORDER_ROW, ...toCheck }, SECOND],
    },
    '/api/benevoles/commandes/pay_1': { order: { ...ORDER_DETAIL, ...toCheck } },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes' });
  const flagged = (await screen.findByRole('link', { name: 'CMD-2026-00001' })).closest('tr')!;
  expect(within(flagged).getByText('Rétractation à vérifier')).toBeInTheDocument();
  const other = screen.getByRole('link', { name: 'CMD-2026-00002' }).closest('tr')!;
  expect(within(other).queryByText('Rétractation à vérifier')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'CMD-2026-00001' }));
  expect(
    await screen.findByText(
      /^La rétractation RET-2026-000004 donne la référence de cette commande avec une autre adresse que celle de l’acheteur\. L’association la vérifie auprès de lui\s: attendez sa réponse avant d’expédier la commande\.$/,
    ),
  ).toBeInTheDocument();
});

/** The order's page as the shop opens it, its call answering `order`. */
function openOrder(order: object) {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes/pay_1': { order },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
}

it('says of a shipped order only that the association checks the withdrawal', async () => {
  const order = { ...SHIPPED_ORDER_DETAIL, withdrawalToCheck: withdrawalToCheck('RET-2026-000005') };
  openOrder(order);
  expect(
    await screen.findByText(
      'La rétractation RET-2026-000005 donne la référence de cette commande avec une autre adresse que celle de l’acheteur. L’association la vérifie auprès de lui.',
    ),
  ).toBeInTheDocument();
});

it('sets a withdrawal to check aside once asked again, and lists the decisions kept with the order', async () => {
  const order = {
    ...SHIPPED_ORDER_DETAIL,
    withdrawalToCheck: withdrawalToCheck('RET-2026-000006'),
    withdrawalDecisions: [
      {
        withdrawal: 'RET-2026-000002',
        decision: 'set-aside',
        decidedBy: 'boutique@example.org',
        decidedAt: '2026-11-28T09:00:00.000Z',
        postedOn: null,
      },
    ],
  };
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('tresorerie'), '/api/benevoles/commandes/pay_1': { order } },
    {
      '/api/benevoles/commandes/pay_1/retractation-a-verifier': {
        status: 200,
        body: {
          success: true,
          message: 'Rétractation écartée : la commande reste dans sa liste, telle qu’elle était.',
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByText('RET-2026-000002 écartée le 28 novembre 2026 par boutique@example.org'),
  ).toBeInTheDocument();
  // Asked first: a « no » sends nothing.
  const asked = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await userEvent.click(screen.getByRole('button', { name: 'Écarter' }));
  expect(asked).toHaveBeenLastCalledWith(
    expect.stringMatching(
      /^Écarter la rétractation RET-2026-000006 pour cette commande\s\? La commande reste dans sa liste\.$/,
    ),
  );
  expect(sent.filter((call) => call.url.endsWith('/retractation-a-verifier'))).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Écarter' }));
  expect(
    await screen.findByText('Rétractation écartée : la commande reste dans sa liste, telle qu’elle était.'),
  ).toBeInTheDocument();
  expect(
    sent.filter((call) => call.url.endsWith('/retractation-a-verifier')).map((call) => call.body),
  ).toEqual([{ retractation: 'RET-2026-000006', decision: 'ecarter' }]);
  asked.mockRestore();
});

it('says of a withdrawal from the buyer’s address with a reference no order carries what was typed', async () => {
  const order = {
    ...ORDER_DETAIL,
    withdrawalToCheck: {
      reference: 'RET-2026-000007',
      typedReference: 'CMD 2026 0001',
      because: 'unknown-reference',
    },
  };
  openOrder(order);
  expect(
    await screen.findByText(
      /^La rétractation RET-2026-000007 vient de l’adresse de l’acheteur, avec une référence qu’aucune commande ne porte \(«\sCMD 2026 0001\s»\)\s: elle peut concerner cette commande\. L’association la vérifie auprès de lui\s: attendez sa réponse avant d’expédier la commande\.$/,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Rattacher à la commande' })).toBeInTheDocument();
});

it('records a withdrawal received by post with the articles the letter names', async () => {
  const order = {
    ...SHIPPED_ORDER_DETAIL,
    withdrawalDecisions: [
      {
        withdrawal: 'RET-2026-000008',
        decision: 'by-post',
        decidedBy: 'boutique@example.org',
        decidedAt: '2026-11-30T09:00:00.000Z',
        postedOn: '2026-11-28',
      },
      // Recorded before the postmark was asked: without it.
      {
        withdrawal: 'RET-2026-000007',
        decision: 'by-post',
        decidedBy: 'boutique@example.org',
        decidedAt: '2026-11-29T09:00:00.000Z',
        postedOn: null,
      },
    ],
  };
  const message =
    'Rétractation RET-2026-000009 enregistrée : la commande passe dans la liste « Rétractées » et l’acheteur reçoit l’accusé de réception par courriel.';
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('boutique'), '/api/benevoles/commandes/pay_1': { order } },
    {
      '/api/benevoles/commandes/pay_1/retractation-postale': {
        status: 200,
        body: { success: true, message },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByText(
      'RET-2026-000008 reçue par courrier (cachet du 28 novembre 2026), enregistrée le 30 novembre 2026 par boutique@example.org',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'RET-2026-000007 reçue par courrier, enregistrée le 29 novembre 2026 par boutique@example.org',
    ),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Date du cachet de la poste/), '2026-11-28');
  await userEvent.type(screen.getByLabelText(/^Articles concernés/), '1 mug');
  await userEvent.click(
    screen.getByRole('button', { name: 'Enregistrer la rétractation et prévenir l’acheteur' }),
  );
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(sent.filter((call) => call.url.endsWith('/retractation-postale')).map((call) => call.body)).toEqual([
    { articles: '1 mug', cachet: '2026-11-28' },
  ]);
});
