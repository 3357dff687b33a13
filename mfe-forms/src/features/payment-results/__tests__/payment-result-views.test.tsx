import { screen } from '@testing-library/react';
import { paths } from '@mtdm/shared/routing';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { installFetchMock } from '../../../testing/fetch-mock';
import {
  DonationCancelView,
  DonationSuccessView,
  RegistrationCancelView,
  RegistrationSuccessView,
} from '../payment-result-views';

const fetchMock = installFetchMock();

function storeIds() {
  window.localStorage.setItem('current_payment_id', 'sbx_1');
  window.localStorage.setItem('current_customer_id', 'adherent_1_2');
}

describe('membership and donation result pages (confirmMembership and confirmDonation)', () => {
  it('RegistrationSuccess: confirmed, member number later, typed form forgotten, ids removed', async () => {
    storeIds();
    window.sessionStorage.setItem('form:membership', JSON.stringify({ lastName: 'Dupont' }));
    fetchMock.mockResolvedValue(fakeResponse({ success: true }));
    renderWithProviders(<RegistrationSuccessView />, {
      route: `${paths.registrationSuccess}?id=adherent_1_2`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adhésion réussie !' })).toBeInTheDocument();
    expect(screen.getByText(/e-mail de confirmation/)).toBeInTheDocument();
    expect(screen.getByText(/numéro d’adhérent vous sera communiqué ultérieurement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/deveniradherent.php?endpoint=registration-success&payment_id=sbx_1&customer_id=adherent_1_2',
    );
    expect(window.sessionStorage.getItem('form:membership')).toBeNull();
    expect(window.localStorage.getItem('current_payment_id')).toBeNull();
  });

  it.each([
    [
      'RegistrationSuccess',
      RegistrationSuccessView,
      paths.registrationSuccess,
      [
        { kind: 'membership-attestation', url: '/api/documents/membership-attestation.pay_1.9.s' },
        { kind: 'tax-receipt', url: '/api/documents/tax-receipt.pay_1.9.s' },
      ],
      ['Télécharger mon attestation', 'Télécharger mon reçu fiscal'],
    ],
    [
      'DonationSuccess',
      DonationSuccessView,
      paths.donationSuccess,
      [{ kind: 'tax-receipt', url: '/api/documents/tax-receipt.pay_1.9.s' }],
      ['Télécharger mon reçu fiscal'],
    ],
  ])(
    '%s: offers the documents the server gives, to download',
    async (_page, View, path, documents, labels) => {
      storeIds();
      fetchMock.mockResolvedValue(fakeResponse({ success: true, documents }));
      renderWithProviders(<View />, { route: `${path}?id=adherent_1_2` });
      for (const [index, label] of labels.entries()) {
        expect(await screen.findByRole('link', { name: label })).toHaveAttribute(
          'href',
          documents[index]!.url,
        );
      }
      expect(screen.getByText(/télécharger ci-dessous/)).toBeInTheDocument();
    },
  );

  it.each([
    [
      'RegistrationSuccess',
      RegistrationSuccessView,
      paths.registrationSuccess,
      /Votre attestation d’adhésion et, si vous avez ajouté un don, son reçu fiscal vous parviendront par un prochain e-mail/,
    ],
    [
      'DonationSuccess',
      DonationSuccessView,
      paths.donationSuccess,
      /Votre reçu fiscal vous parviendra par un prochain e-mail/,
    ],
  ])(
    '%s: documents waiting for the association’s details are said to follow, never promised as sent',
    async (_page, View, path, follows) => {
      storeIds();
      fetchMock.mockResolvedValue(fakeResponse({ success: true }));
      renderWithProviders(<View />, { route: `${path}?id=adherent_1_2` });
      expect(await screen.findByText(follows)).toBeInTheDocument();
      expect(
        screen.queryByText(
          /télécharger ci-dessous|réduction d’impôt|vous a été envoyé, avec|envoyé avec votre reçu/,
        ),
      ).toBeNull();
      expect(screen.queryByRole('link', { name: /^Télécharger/ })).toBeNull();
    },
  );

  it('DonationSuccess: the title stays "Traitement en cours..." on error, the generic message shown', async () => {
    storeIds();
    window.sessionStorage.setItem('form:donation', JSON.stringify({ lastName: 'Martin' }));
    fetchMock.mockResolvedValue(fakeResponse({ error: 'boom' }, 500));
    renderWithProviders(<DonationSuccessView />, { route: paths.donationSuccess });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la confirmation.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^\/api\/faireundon\.php\?endpoint=donation-success&/);
    expect(window.sessionStorage.getItem('form:donation')).not.toBeNull();
  });

  it('DonationSuccess: success false shows its reason', async () => {
    storeIds();
    fetchMock.mockResolvedValue(fakeResponse({ success: false, reason: 'Paiement refusé' }));
    renderWithProviders(<DonationSuccessView />, { route: paths.donationSuccess });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de confirmation: Paiement refusé');
  });

  it('DonationSuccess without stored ids makes no call', async () => {
    renderWithProviders(<DonationSuccessView />, { route: paths.donationSuccess });
    expect(await screen.findByRole('alert')).toHaveTextContent('Informations de paiement manquantes.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      RegistrationCancelView,
      'Adhésion annulée',
      /aucun montant ne sera prélevé/,
      'Reprendre mon adhésion',
      '/pages/DevenirAdherent',
    ],
    [
      DonationCancelView,
      'Don annulé',
      /aucun frais ne vous sera facturé/,
      'Reprendre mon don',
      '/pages/FaireUnDon',
    ],
  ])(
    'cancel page %#: says nothing is charged, a contact link and the way back to the form that kept what was typed',
    (View, title, text, back, form) => {
      renderWithProviders(<View />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      // No mailbox given yet in the content: the association's contact form.
      expect(screen.getByRole('link', { name: 'formulaire de contact de l’association' })).toHaveAttribute(
        'href',
        '/pages/FormulaireAssociation',
      );
      expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', form);
    },
  );
});
