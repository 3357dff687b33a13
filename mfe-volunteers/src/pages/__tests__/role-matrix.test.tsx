// Each role sees a screen's buttons exactly when the server would answer their call: the menu, a
// membership, an order, a donation, read from the contract's roles (DOCUMENT_ROLES for documents).
import { screen } from '@testing-library/react';
import {
  DOCUMENT_ROLES,
  VOLUNTEER_ROLES,
  volunteerCalls as calls,
} from '@mtdm/shared/contracts/signed-in/client';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import { MEMBERSHIP_DETAIL, ORDER_DETAIL, withdrawalToCheck } from '../../testing/space-records';

/** A membership with a donation: it gives both an attestation and a tax receipt. */
const MEMBERSHIP_WITH_DONATION = { ...MEMBERSHIP_DETAIL, amountCents: 5000, donationCents: 2000 };

const admits = (access: unknown, role: string) => Array.isArray(access) && access.includes(role);

describe.each(VOLUNTEER_ROLES)('the role %s', (role) => {
  it('opens a membership when its call answers, with the buttons its calls allow', async () => {
    fakeSpaceApi({
      '/api/benevoles/moi': volunteerWith(role),
      '/api/benevoles/adhesions/pay_9': { membership: MEMBERSHIP_WITH_DONATION },
    });
    renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
    if (!admits(calls.membership.access, role)) {
      expect(await screen.findByText(/Choisissez dans le menu/)).toBeInTheDocument();
      expect(screen.queryByText('31 janvier 1960 à Toulon')).toBeNull();
      return;
    }
    expect(await screen.findByText('31 janvier 1960 à Toulon')).toBeInTheDocument();
    const button = (name: string) => screen.queryByRole('button', { name });
    expect(Boolean(button('Attribuer le numéro suivant'))).toBe(
      admits(calls.assignMemberNumber.access, role),
    );
    expect(Boolean(button('Renvoyer l’attestation d’adhésion'))).toBe(
      DOCUMENT_ROLES['membership-attestation'] === role,
    );
    expect(Boolean(button('Renvoyer le reçu fiscal'))).toBe(DOCUMENT_ROLES['tax-receipt'] === role);
  });

  it('opens an order when its call answers, shipping and refunding as its calls allow', async () => {
    fakeSpaceApi({
      '/api/benevoles/moi': volunteerWith(role),
      '/api/benevoles/commandes/pay_1': {
        order: { ...ORDER_DETAIL, withdrawalToCheck: withdrawalToCheck('RET-2026-000004') },
      },
    });
    renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
    if (!admits(calls.order.access, role)) {
      expect(await screen.findByText(/Choisissez dans le menu/)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Commande CMD-2026-00001' })).toBeNull();
      return;
    }
    expect(await screen.findByRole('heading', { name: 'Commande CMD-2026-00001' })).toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: /Marquer comme expédiée/ }))).toBe(
      admits(calls.shipOrder.access, role),
    );
    expect(Boolean(screen.queryByRole('link', { name: /bordereau/ }))).toBe(
      admits(calls.packingSlip.access, role),
    );
    expect(Boolean(screen.queryByRole('button', { name: 'Rembourser la commande' }))).toBe(
      admits(calls.refundOrder.access, role),
    );
    expect(Boolean(screen.queryByRole('button', { name: 'Rembourser cette partie' }))).toBe(
      admits(calls.refundOrderPart.access, role),
    );
    expect(Boolean(screen.queryByRole('button', { name: /Corriger la livraison/ }))).toBe(
      admits(calls.correctDelivery.access, role),
    );
    expect(Boolean(screen.queryByRole('button', { name: 'Rattacher à la commande' }))).toBe(
      admits(calls.decideWithdrawal.access, role),
    );
    expect(
      Boolean(screen.queryByRole('button', { name: 'Enregistrer la rétractation et prévenir l’acheteur' })),
    ).toBe(admits(calls.recordPostalWithdrawal.access, role));
  });
});
