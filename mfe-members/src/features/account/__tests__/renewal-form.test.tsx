import { fireEvent, screen } from '@testing-library/react';
import type { MemberAccount } from '@mtdm/shared/contracts/signed-in/client';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import RenewalForm from '../renewal-form';

const membership = (overrides: Partial<MemberAccount['memberships'][number]>) => ({
  type: 'Individuel',
  membershipType: 'individual' as const,
  lifetime: false,
  amountCents: 2000,
  paidAt: '2026-11-27T10:00:00.000Z',
  memberNumber: 12,
  validUntil: '2027-11-26',
  text: { amount: '20,00 €', paidOn: '27 novembre 2026', validUntil: '26 novembre 2027' },
  documents: [],
  ...overrides,
});
const account = (memberships: MemberAccount['memberships']): MemberAccount => ({
  memberships,
  contact: null,
  csrfToken: 'jeton',
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

it('offers the type the member last joined as, with its yearly fee', () => {
  renderWithProviders(
    <RenewalForm
      account={account([
        membership({ type: 'Association', membershipType: 'family', amountCents: 15000 }),
        membership({}),
      ])}
    />,
  );
  const type = screen.getByLabelText('Type d’adhésion');
  expect(type).toHaveValue('family');
  expect(screen.getByRole('option', { name: /^Association — 150,00\s€ par an$/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Renouveler et payer' })).toBeEnabled();
});

it('asks nothing of a lifetime member, and leads to the gift page instead', () => {
  renderWithProviders(
    <RenewalForm
      account={account([membership({ lifetime: true, amountCents: 60000, validUntil: 'à vie' })])}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Membre à vie' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Renouveler et payer' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Soutenir l’association par un don' })).toHaveAttribute(
    'href',
    '/pages/FaireUnDon',
  );
});

it('says beside the gift why the payment could not be prepared, and keeps the choice', async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      fakeResponse(
        { error: 'Le montant du don doit être un nombre positif, d’un million d’euros au plus.' },
        400,
      ),
    ),
  );
  renderWithProviders(<RenewalForm account={account([membership({})])} />);
  fireEvent.change(screen.getByLabelText(/Don en plus de la cotisation/), { target: { value: '-5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Renouveler et payer' }));
  const gift = screen.getByLabelText(/Don en plus de la cotisation/);
  expect(await screen.findByText(/d’un million d’euros au plus/)).toBeInTheDocument();
  expect(gift).toHaveAccessibleDescription(/un nombre positif/);
  expect(gift).toHaveValue(-5);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/adherents/renouvellement');
  expect(JSON.parse(String(init.body))).toEqual({ membershipType: 'individual', donationAmount: '-5' });
});
