import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberAccount } from '@mtdm/shared/contracts/signed-in/client';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { RENEWAL_DONATION_MESSAGE } from '@mtdm/shared/validation';
import RenewalForm from '../renewal-form';

const membership = (overrides: Partial<MemberAccount['memberships'][number]>) => ({
  member: 'Marie Lefèvre',
  memberKey: 'marie lefevre',
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
/** One of the address's members, as the account lists them (their details do not matter here). */
const member = (name: string, memberKey: string): MemberAccount['members'][number] => ({
  member: name,
  memberKey,
  contact: {
    firstName: name.split(' ')[0] ?? name,
    lastName: name.split(' ')[1] ?? name,
    email: 'adherent@example.com',
    address: '12 rue de la Garonne',
    postcode: '83600',
    city: 'Fréjus',
    mobileNumber: '+33612345678',
  },
});
const marie = member('Marie Lefèvre', 'marie lefevre');
const account = (
  memberships: MemberAccount['memberships'],
  members: MemberAccount['members'] = [marie],
): MemberAccount => ({
  memberships,
  donations: [],
  contact: null,
  members,
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

it('says beside the gift why it is refused, keeps what was typed and sends nothing', async () => {
  renderWithProviders(<RenewalForm account={account([membership({})])} />);
  const gift = screen.getByLabelText(/Don en plus de la cotisation/);
  fireEvent.change(gift, { target: { value: '-5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Renouveler et payer' }));
  await waitFor(() => expect(gift).toHaveFocus());
  expect(gift).toHaveAttribute('aria-invalid', 'true');
  expect(gift).toHaveAccessibleDescription(RENEWAL_DONATION_MESSAGE);
  expect(gift).toHaveValue(-5);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('says under the button why the payment could not be prepared, without blaming the gift', async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(fakeResponse({ error: 'Le paiement n’a pas pu être préparé.' }, 502)),
  );
  renderWithProviders(<RenewalForm account={account([membership({})])} />);
  fireEvent.change(screen.getByLabelText(/Don en plus de la cotisation/), { target: { value: '25' } });
  fireEvent.click(screen.getByRole('button', { name: 'Renouveler et payer' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Le paiement n’a pas pu être préparé.'),
  );
  expect(screen.getByLabelText(/Don en plus de la cotisation/)).not.toHaveAttribute('aria-invalid');
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/adherents/renouvellement');
  expect(JSON.parse(String(init.body))).toEqual({ membershipType: 'individual', donationAmount: 25 });
});

describe('an address shared by two members', () => {
  const couple = account(
    [
      membership({ member: 'Paul Martin', memberKey: 'paul martin', lifetime: true, amountCents: 60000 }),
      membership({ member: 'Marie Martin', memberKey: 'marie martin', membershipType: 'family' }),
      membership({ member: 'Paul Martin', memberKey: 'paul martin' }),
    ],
    [member('Paul Martin', 'paul martin'), member('Marie Martin', 'marie martin')],
  );

  it('asks whose membership is renewed, each renewing as they last joined', () => {
    renderWithProviders(<RenewalForm account={couple} />);
    const member = screen.getByLabelText('Adhérent qui renouvelle');
    expect(screen.getAllByRole('option', { name: /Martin$/ }).map((option) => option.textContent)).toEqual([
      'Paul Martin',
      'Marie Martin',
    ]);
    // Paul, who paid last, is a member for life: nothing to renew for him, but his wife may.
    expect(member).toHaveValue('paul martin');
    expect(screen.getByText(/Membre à vie, vous n’avez pas à renouveler/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renouveler et payer' })).not.toBeInTheDocument();
    fireEvent.change(member, { target: { value: 'marie martin' } });
    expect(screen.getByLabelText('Type d’adhésion')).toHaveValue('family');
    expect(screen.getByRole('button', { name: 'Renouveler et payer' })).toBeEnabled();
  });

  describe('from a reminder’s link', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('offers first the member it names, as they last joined', () => {
      window.history.replaceState(null, '', '/adherents/?adherent=marie+martin#renouveler');
      renderWithProviders(<RenewalForm account={couple} />);
      expect(screen.getByLabelText('Adhérent qui renouvelle')).toHaveValue('marie martin');
      expect(screen.getByLabelText('Type d’adhésion')).toHaveValue('family');
    });

    it('offers the latest payer first when it names no member of the address', () => {
      window.history.replaceState(null, '', '/adherents/?adherent=jean+martin');
      renderWithProviders(<RenewalForm account={couple} />);
      expect(screen.getByLabelText('Adhérent qui renouvelle')).toHaveValue('paul martin');
    });
  });

  it('names the member renewed to the server', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(fakeResponse({ error: 'Le paiement n’a pas pu être préparé.' }, 502)),
    );
    renderWithProviders(<RenewalForm account={couple} />);
    fireEvent.change(screen.getByLabelText('Adhérent qui renouvelle'), { target: { value: 'marie martin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Renouveler et payer' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      membershipType: 'family',
      donationAmount: 0,
      member: 'marie martin',
    });
  });
});
