// Records as the space's calls answer them, for the screens' tests: an order and a membership, each
// as a list shows it and as its detail shows it.

/** An order to ship, as the orders list gives it. */
export const ORDER_ROW = {
  paymentId: 'pay_1',
  reference: 'CMD-2026-00001',
  state: 'to-ship',
  firstName: 'Marie',
  lastName: 'Dupont',
  city: 'Fréjus',
  amountCents: 2490,
  paidAt: '2026-11-20T10:00:00.000Z',
  shippedAt: null,
  withdrawalToCheck: null,
  withdrawnAt: null,
  refundDueOn: null,
};

/** The same order as its detail gives it: the buyer's address and the lines. */
export const ORDER_DETAIL = {
  ...ORDER_ROW,
  email: 'marie@example.fr',
  mobileNumber: '+33612345678',
  address: '12 rue des Marsouins',
  postcode: '83600',
  carrier: null,
  trackingNumber: null,
  lines: [
    {
      id: 1,
      name: 'Mug « Bazeilles 1870 »',
      size: null,
      quantity: 2,
      unitPriceCents: 1200,
      refundedQuantity: 0,
    },
  ],
  partialRefunds: [],
  shippingCents: 675,
  shippingRefunded: false,
  givenBackCents: 0,
  shipmentCorrections: [],
  deliveryCorrections: [],
  withdrawalDecisions: [],
  emailCorrections: [],
  emailCorrectionPending: null,
};

/** The same order once shipped, with the carrier and tracking number it left with. */
export const SHIPPED_ORDER_DETAIL = {
  ...ORDER_DETAIL,
  state: 'shipped',
  shippedAt: '2026-03-03T09:00:00.000Z',
  carrier: 'La Poste',
  trackingNumber: '6A12345678901',
};

/** A membership of the year, as the members list gives it, still without its member number. */
export const MEMBERSHIP_ROW = {
  paymentId: 'pay_9',
  reference: 'ADH-2026-00009',
  firstName: 'Louis',
  lastName: 'Martin',
  membershipType: 'individual',
  amountCents: 3000,
  paidAt: '2026-03-02T10:00:00.000Z',
  memberNumber: null,
  validUntil: '2027-03-02',
};

/** The same membership as its detail gives it: the member's particulars and what was paid. */
export const MEMBERSHIP_DETAIL = {
  ...MEMBERSHIP_ROW,
  email: 'louis@example.fr',
  mobileNumber: '+33612345678',
  address: '1 rue de la Paix',
  postcode: '83600',
  city: 'Fréjus',
  birthDate: '1960-01-31',
  birthPlace: 'Toulon',
  status: 'civil',
  grade: '',
  arm: '',
  activityStatus: 'honorary',
  feeCents: 3000,
  donationCents: 0,
  contactCorrectedAt: null,
  nameCorrections: [],
  numberCorrections: [],
  emailCorrections: [],
  membersAtAddress: 1,
  emailCorrectionPending: null,
  numberSharedWith: null,
};

/** A withdrawal to check for the order: its reference given with another address than the buyer's. */
export const withdrawalToCheck = (reference: string) => ({
  reference,
  typedReference: 'CMD-2026-00001',
  because: 'other-address',
});
