// What a signed-in member sees of their own memberships and donations (never anyone else's: every read
// is by the session's address), their contact details corrected, and a renewal in one step.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  centsToEuros,
  formatEuros,
  isLifetimeMembership,
  isoDay,
  MEMBERSHIP_FEES_CENTS,
  type MembershipType,
  periodOf,
} from '@mtdm/shared/commerce';
import { labelOf, MEMBERSHIP_TYPES, membershipFieldValues } from '@mtdm/shared/contracts';
import {
  contactCorrectionRefusal,
  normalContactCorrection,
  payerFieldsOf,
  personNameKey,
  type ContactCorrection,
} from '@mtdm/shared/validation';
import { standingDocumentsOf } from '../documents/document-store';
import { paidDonationsFrom } from '../treasury/donation-store';
import {
  type MemberMembership,
  paidMembershipsOf,
  recordMemberContactCorrection,
  readMembership,
} from '../memberships/member-store';
import type { Services } from '../services';
import { documentUrl } from '../documents/document-links';
import { formatDocumentDate } from '../documents/document-texts';
import { membershipPayment } from '../memberships/membership-payment';
import { startPayment, type PaymentStart } from '../settlement/start-payment';

export function memberAccount(services: Services, email: string) {
  const { db } = services;
  const memberships = paidMembershipsOf(db, email);
  const latest = memberships[0] && readMembership(db, memberships[0].paymentId);
  return {
    memberships: memberships.map((membership) => {
      const lifetime = isLifetimeMembership(membership.amountCents);
      return {
        member: `${membership.firstName} ${membership.lastName}`,
        memberKey: keyOf(membership),
        type: labelOf(MEMBERSHIP_TYPES, membership.membershipType),
        membershipType: membership.membershipType as MembershipType,
        lifetime,
        amountCents: membership.amountCents,
        paidAt: membership.paidAt,
        memberNumber: membership.memberNumber,
        validUntil: lifetime ? 'à vie' : isoDay(periodOf(membership).to),
        // Written as the page shows them: the signed-in screens carry no date or money formatting.
        text: {
          amount: formatEuros(membership.amountCents),
          paidOn: formatDocumentDate(membership.paidAt),
          validUntil: lifetime ? 'à vie' : formatDocumentDate(periodOf(membership).to.toISOString()),
        },
        documents: documentsOf(services, membership),
      };
    }),
    donations: donationsOf(services, email),
    contact: latest ? payerFieldsOf(latest) : null,
    // Each member of the address (a couple shares one), the latest first, with their own details.
    members: membersOf(memberships).map((membership) => ({
      member: `${membership.firstName} ${membership.lastName}`,
      memberKey: keyOf(membership),
      contact: payerFieldsOf(readMembership(db, membership.paymentId)),
    })),
  };
}

/** The documents of a paid payment that stand (none of a refunded one), each with its download link. */
const documentsOf = (services: Services, payment: { paymentId: string; customerId: string }) =>
  standingDocumentsOf(services.db, payment.paymentId).map((document) => ({
    kind: document.kind,
    url: documentUrl(
      services.config.publicBaseUrl,
      services.documentLinkSecret,
      { kind: document.kind, paymentId: payment.paymentId, version: document.version },
      payment.customerId,
      services.now(),
    ),
  }));

/**
 * The donations filed under the address now (given from it, or from an address the account left after
 * the gift), the latest first: who gave (their name as it stands), how much, when, and the tax receipt.
 */
const donationsOf = (services: Services, email: string) =>
  paidDonationsFrom(services.db, email).map((donation) => ({
    donor: `${donation.firstName} ${donation.lastName}`,
    amountCents: donation.amountCents,
    paidAt: donation.paidAt,
    refunded: donation.refunded,
    text: { amount: formatEuros(donation.amountCents), paidOn: formatDocumentDate(donation.paidAt) },
    documents: documentsOf(services, donation),
  }));

/** The key of a membership's member's name, by which a renewal or a correction names them. */
const keyOf = (membership: MemberMembership) => personNameKey(membership.firstName, membership.lastName);

/** The latest membership of each member of an address, the latest first. */
function membersOf(memberships: readonly MemberMembership[]): MemberMembership[] {
  const latest = new Map<string, MemberMembership>();
  for (const membership of memberships)
    if (!latest.has(keyOf(membership))) latest.set(keyOf(membership), membership);
  return [...latest.values()];
}

/** The address's paid membership of `member` (by key) the latest, or the latest of all when none is named. */
const latestOf = (memberships: readonly MemberMembership[], member: string | undefined) =>
  memberships.find((membership) => member === undefined || keyOf(membership) === member);

/** Said when a correction names a member the signed-in address does not hold. */
const NO_SUCH_MEMBER = 'Aucune adhésion à ce nom pour cette adresse.';

/**
 * A member's corrected details, checked by the member area's own rules (the page checks the same);
 * kept as the membership form keeps them, as a correction beside each paid membership of that member
 * (which keeps what was given when paying): `member`, one of the address's (a couple corrects each
 * their own), else the one who paid last. The first refused detail, named, when one is.
 */
export function correctContact(
  services: Services,
  email: string,
  contact: ContactCorrection,
  member?: string,
): string | null {
  const refusal = contactCorrectionRefusal(contact);
  if (refusal) return refusal;
  const latest = latestOf(paidMembershipsOf(services.db, email), member);
  if (!latest) return NO_SUCH_MEMBER;
  recordMemberContactCorrection(
    services.db,
    email,
    normalContactCorrection(contact),
    services.now().toISOString(),
    keyOf(latest),
  );
  return null;
}

/** A renewal asked after the member's data was erased on their request. */
export const RENEWAL_AFTER_ERASURE =
  'Les renseignements de votre dernière adhésion ont été effacés à votre demande : pour adhérer de nouveau, remplissez le formulaire d’adhésion.';

/**
 * A renewal: the membership form's payload made from the member's latest membership (nothing typed
 * again but the type and the gift), paid through the same path as the membership form. The member is
 * one of the address's (`member`, the key of their name: a couple renews each their own), else the one
 * who paid last; another address's are never read.
 */
export async function renewMembership(
  services: Services,
  email: string,
  choice: { membershipType?: MembershipType; donationCents?: number; member?: string },
  log: FastifyBaseLogger,
  connectionKey: string,
): Promise<PaymentStart & { customerId?: string }> {
  const latest = latestOf(paidMembershipsOf(services.db, email), choice.member);
  if (!latest) return { ok: false, status: 400, error: 'Aucune adhésion à renouveler pour cette adresse.' };
  const member = readMembership(services.db, latest.paymentId);
  // Erased on request, the membership keeps for the accounts only what they read: nothing to renew from.
  if (member.birthDate === '') return { ok: false, status: 409, error: RENEWAL_AFTER_ERASURE };
  // A stored membership's type was checked against the form's when it was paid.
  const type = choice.membershipType ?? (member.membershipType as MembershipType);
  const donationCents = choice.donationCents ?? 0;
  const customerId = `adherent_${services.now().getTime()}_${randomBytes(4).toString('hex')}`;
  const started = await startPayment(
    services,
    membershipPayment,
    {
      ...payerFieldsOf(member),
      birthDate: member.birthDate,
      birthPlace: member.birthPlace,
      status: member.status,
      ...membershipFieldValues(member),
      membershipType: type,
      donationAmount: centsToEuros(donationCents),
      amount: centsToEuros(MEMBERSHIP_FEES_CENTS[type] + donationCents),
      customer_id: customerId,
      cart: [],
    },
    log,
    connectionKey,
  );
  return started.ok ? { ...started, customerId } : started;
}
