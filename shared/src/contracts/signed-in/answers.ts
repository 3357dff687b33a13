// What the signed-in spaces' calls answer: read by the screens, written by the api's stores and
// services, checked against these schemas in the api's tests. The volunteers' lists show a name and
// a town at most; the details (each view recorded) the rest.
import { z } from 'zod';
import { MEMBERSHIP_TYPES, values } from '../form-options';
import { MEMBERSHIP_FIELDS, type MembershipFieldName } from '../forms/membership-fields';
import { PAYMENT_DOCUMENT_KINDS } from '../payment-documents';
import { listPage } from './list-view-schemas';
import { VOLUNTEER_ROLES } from './space-paths';

const text = z.string();
const day = z.string();
const cents = z.number().int();

/** A change's outcome: the French sentence the screen shows. */
export const changeAnswer = z.object({ success: z.boolean(), message: text.optional() });

/** A batch's outcome: all done, or nothing done and each line that failed said, in French. */
export const batchAnswer = changeAnswer.extend({
  failures: z.array(z.object({ reference: text, message: text })).optional(),
});

/** Who is signed in to the volunteers' space. */
export const volunteerAnswer = z.object({
  name: text,
  email: text,
  roles: z.array(z.enum(VOLUNTEER_ROLES)),
  csrfToken: text,
});
export type Volunteer = z.infer<typeof volunteerAnswer>;

const retention = text;

/** Twelve figures, one per month of the year. */
const months = z.array(z.number().int()).length(12);

/** The year at a glance: each part null for a volunteer whose roles do not see it. */
export const dashboardAnswer = z.object({
  today: day,
  members: z
    .object({
      thisYear: z.number().int(),
      lastYearSameDate: z.number().int(),
      renewalsDueThisMonth: z.number().int(),
      byMonth: months,
      lastYearByMonth: months,
    })
    .nullable(),
  shop: z
    .object({
      ordersThisMonth: z.number().int(),
      salesThisMonthCents: cents,
      ordersToShip: z.number().int(),
      /** Orders to ship or shipped that a withdrawal gives with another address than their buyer's. */
      withdrawalsToCheck: z.number().int(),
      /** Withdrawn orders not refunded yet, and those of them whose refund is past due (before today). */
      ordersToRefund: z.number().int(),
      refundsPastDue: z.number().int(),
      salesByMonthCents: months,
    })
    .nullable(),
  donations: z
    .object({
      thisYear: z.number().int(),
      thisYearCents: cents,
      receiptsInForce: z.number().int(),
      byMonthCents: months,
    })
    .nullable(),
  tours: z.object({ toAnswer: z.number().int() }).nullable(),
});

/** A withdrawal the association checks with an order's buyer before the parcel leaves. */
const withdrawalToCheck = z.object({
  /** Its own reference, RET-…. */
  reference: text,
  /** The order's reference as the requester typed it. */
  typedReference: text,
  /**
   * It gives this order's reference with an address that is not its buyer's, or it comes from the
   * buyer's address, soon after the order was paid, with a reference no order carries.
   */
  because: z.enum(['other-address', 'unknown-reference']),
});
export type WithdrawalToCheck = z.infer<typeof withdrawalToCheck>;

/** A paid order in a list. Withdrawn: the buyer used their right of withdrawal, not refunded yet. */
const orderSummary = z.object({
  paymentId: text,
  reference: text,
  state: z.enum(['to-ship', 'shipped', 'withdrawn', 'refunded']),
  firstName: text,
  lastName: text,
  city: text,
  amountCents: cents,
  paidAt: text,
  shippedAt: text.nullable(),
  /** Refunded: when (the list says so, with the payment's own time above). */
  refundedAt: text.nullable(),
  /**
   * The latest withdrawal to check for this order, not decided yet: the association checks it with the
   * buyer before the parcel leaves, then a volunteer attaches it or sets it aside. Null when there is
   * none, and once the order is withdrawn or refunded.
   */
  withdrawalToCheck: withdrawalToCheck.nullable(),
  /**
   * Withdrawn: when the shop received the withdrawal, and the day its refund is due by (fourteen days
   * later; the shop may wait for the articles). Null in every other state.
   */
  withdrawnAt: text.nullable(),
  refundDueOn: text.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** An order opened: where to send it, and how it went (refunded: by whom, how much and why). */
const orderForShipping = orderSummary.extend({
  refundedBy: text.nullable(),
  refundReason: text.nullable(),
  refundedCents: cents.nullable(),
  /** What its refunds gave back so far: all of it once refunded, else the sum of its parts (0: none). */
  givenBackCents: cents,
  email: text,
  mobileNumber: text,
  address: text,
  postcode: text,
  /** The carrier and tracking number in force: the shipment's, or its latest correction's. */
  carrier: text.nullable(),
  trackingNumber: text.nullable(),
});
export type OrderForShipping = z.infer<typeof orderForShipping>;

/** A correction of a shipment: the version it is (the shipment itself is 1), what it says, who and why. */
const shipmentCorrection = z.object({
  version: z.number().int(),
  carrier: text,
  trackingNumber: text,
  reason: text,
  correctedBy: text,
  correctedAt: text,
  /** What it replaces: the carrier and number of the version before. */
  replacedCarrier: text,
  replacedTrackingNumber: text,
});

/**
 * A withdrawal decided for an order: to check, then the buyer's (attached) or not (set aside); or
 * received by post and recorded by a volunteer (by-post). Who, when.
 */
const withdrawalDecision = z.object({
  withdrawal: text,
  decision: z.enum(['attached', 'set-aside', 'by-post']),
  decidedBy: text,
  decidedAt: text,
  /** The day a letter's withdrawal was posted (by-post only; null for one recorded before it was asked). */
  postedOn: text.nullable(),
});
export type WithdrawalDecisionRecord = z.infer<typeof withdrawalDecision>;

/**
 * An order opened, with what to pack. Where it goes and the buyer's telephone are the shop's to
 * know: null for a volunteer who reads the order for another reason (the treasurer, who refunds).
 */
/**
 * A donor's or a buyer's address typed wrong when paying: each correction, once the owner of the right
 * address confirmed it, the first first (the address above is the last's), and the link sent to a right
 * address while it waits for its owner (or null).
 */
const payerEmailCorrections = {
  emailCorrections: z.array(
    z.object({ email: text, reason: text, askedBy: text, askedAt: text, confirmedAt: text }),
  ),
  emailCorrectionPending: z.object({ to: text, askedBy: text, askedAt: text, expiresAt: text }).nullable(),
};

const orderDetails = orderForShipping.extend({
  address: text.nullable(),
  postcode: text.nullable(),
  mobileNumber: text.nullable(),
  /** What to pack, each article with its price and how many of it were given back (refundOrderPart). */
  lines: z.array(
    z.object({
      id: z.number().int(),
      name: text,
      size: text.nullable(),
      quantity: z.number().int(),
      unitPriceCents: cents,
      refundedQuantity: z.number().int(),
    }),
  ),
  /** The parts of it given back, the first first: how much, what, who, when and why. */
  partialRefunds: z.array(
    z.object({
      amountCents: cents,
      shippingCents: cents,
      lines: z.array(z.object({ name: text, size: text.nullable(), quantity: z.number().int() })),
      reason: text,
      refundedBy: text,
      refundedAt: text,
    }),
  ),
  /** The shipping as paid, and whether a part given back included it (it goes back once). */
  shippingCents: cents,
  shippingRefunded: z.boolean(),
  /** Each correction of its shipment, the first first; the carrier and number above are the last's. */
  shipmentCorrections: z.array(shipmentCorrection),
  /** Each correction of the delivery, the first first (the name and address above are the last's); null for whom the delivery is not shown. */
  deliveryCorrections: z
    .array(z.object({ version: z.number().int(), reason: text, correctedBy: text, correctedAt: text }))
    .nullable(),
  /** Each withdrawal a volunteer decided for it, the first first: attached, set aside, or received by post. */
  withdrawalDecisions: z.array(withdrawalDecision),
  ...payerEmailCorrections,
});

export const ordersAnswer = z.object({ orders: z.array(orderSummary), retention, ...listPage });
export const orderAnswer = z.object({ order: orderDetails });

/** A guided-tour request in a list. */
const tourSummary = z.object({
  id: z.number().int(),
  reference: text,
  state: z.enum(['pending', 'confirmed', 'declined']),
  lastName: text,
  groupSize: z.number().int(),
  askedDate: day,
  askedTime: text,
  confirmedDate: day.nullable(),
  confirmedTime: text.nullable(),
  guide: text.nullable(),
  receivedAt: text,
});
export type TourSummary = z.infer<typeof tourSummary>;

/** A guided-tour request opened. */
const tourDetails = tourSummary.extend({
  firstName: text,
  email: text,
  phone: text,
  specialRequests: text,
  declineReason: text.nullable(),
  /** The museum's answer: when and by whom (its confirmation, for a visit cancelled since). */
  decidedAt: text.nullable(),
  decidedBy: text.nullable(),
  /** A confirmed visit cancelled after all: when and by whom (its reason is the decline's). */
  cancelledAt: text.nullable(),
  cancelledBy: text.nullable(),
});
export type TourDetails = z.infer<typeof tourDetails>;

export const toursAnswer = z.object({ tours: z.array(tourSummary), retention, ...listPage });
export const tourAnswer = z.object({ tour: tourDetails });

/** A contact message or a job application in a list. */
const inboxSummary = z.object({
  id: z.number().int(),
  reference: text,
  firstName: text,
  lastName: text,
  receivedAt: text,
  handledAt: text.nullable(),
});
export type InboxSummary = z.infer<typeof inboxSummary>;

/** A contact message opened. */
const messageDetails = inboxSummary.extend({
  /** Who marked it handled (their address), once someone has. */
  handledBy: text.nullable(),
  destination: z.enum(['museum', 'association', 'chetom']),
  email: text,
  phone: text.nullable(),
  visitorKind: text.nullable(),
  message: text,
});
export type MessageDetails = z.infer<typeof messageDetails>;

/** A job application opened, with its files. */
const applicationDetails = inboxSummary.extend({
  handledBy: text.nullable(),
  email: text,
  phone: text,
  coverLetter: text,
  files: z.array(z.object({ id: z.number().int(), field: text, name: text, bytes: z.number().int() })),
});
export type ApplicationDetails = z.infer<typeof applicationDetails>;

export const messagesAnswer = z.object({ messages: z.array(inboxSummary), retention, ...listPage });
export const messageAnswer = z.object({ message: messageDetails });
export const applicationsAnswer = z.object({
  applications: z.array(inboxSummary),
  retention,
  ...listPage,
});
export const applicationAnswer = z.object({ application: applicationDetails });

/** A paid membership of the year in a list (no birth date, no address); valid until a day, or « à vie ». */
const membershipSummary = z.object({
  paymentId: text,
  reference: text,
  firstName: text,
  lastName: text,
  membershipType: text,
  amountCents: cents,
  paidAt: text,
  memberNumber: z.number().int().nullable(),
  validUntil: text,
});
export type MembershipSummary = z.infer<typeof membershipSummary>;

/**
 * A membership opened (the view recorded). The member's profile (birth, situation, the form's own
 * questions) is the memberships' role's to know: null for anyone else (the treasurer).
 */
const membershipDetails = z.object({
  paymentId: text,
  reference: text,
  firstName: text,
  lastName: text,
  email: text,
  mobileNumber: text,
  address: text,
  postcode: text,
  city: text,
  birthDate: day.nullable(),
  birthPlace: text.nullable(),
  status: text.nullable(),
  ...(Object.fromEntries(MEMBERSHIP_FIELDS.map(({ name }) => [name, text.nullable()])) as Record<
    MembershipFieldName,
    z.ZodNullable<typeof text>
  >),
  membershipType: text,
  feeCents: cents,
  donationCents: cents,
  memberNumber: z.number().int().nullable(),
  /** When the member last corrected their address and telephone (those above), or null. */
  contactCorrectedAt: text.nullable(),
  /** Each correction of the member's name, the first first; the names above are the last's. */
  nameCorrections: z.array(
    z.object({
      version: z.number().int(),
      firstName: text,
      lastName: text,
      reason: text,
      correctedBy: text,
      correctedAt: text,
    }),
  ),
  /**
   * Each correction of the address typed when paying, once its owner confirmed it, the first first; the
   * address above is the last's.
   */
  emailCorrections: z.array(z.object({ reason: text, askedBy: text, askedAt: text, confirmedAt: text })),
  /** How many members (names as they stand) the membership's address holds: a couple shares one. */
  membersAtAddress: z.number().int(),
  /** The link to a right address the association sent, while it waits for its owner; or null. */
  emailCorrectionPending: z.object({ to: text, askedBy: text, askedAt: text, expiresAt: text }).nullable(),
  /** Each correction of the membership's number, the first first; the number above is the last's. */
  numberCorrections: z.array(
    z.object({
      version: z.number().int(),
      memberNumber: z.number().int(),
      reason: text,
      correctedBy: text,
      correctedAt: text,
    }),
  ),
  /**
   * The name of another person whose membership bears the same number (a spouse numbered when an
   * address was one member), who may be given one of their own; null when none, or not for this role.
   */
  numberSharedWith: text.nullable(),
});

export const membershipsAnswer = z.object({
  /** The year shown, or null for the members up to date today. */
  year: z.number().int().nullable(),
  members: z.array(membershipSummary),
  retention,
  ...listPage,
});
export const membershipAnswer = z.object({ membership: membershipDetails });
export const numberAnswer = changeAnswer.extend({ number: z.number().int() });
/** A membership's number corrected: the number, and the attestation's new version (null: waiting). */
export const memberNumberCorrectionAnswer = changeAnswer.extend({
  memberNumber: z.number().int(),
  attestationVersion: z.number().int().nullable(),
});
/** A member's name corrected: the attestation's new version (null: waiting), the receipt to issue again. */
export const memberNameCorrectionAnswer = changeAnswer.extend({
  attestationVersion: z.number().int().nullable(),
  receiptToReissue: text.nullable(),
});
export const correctionAnswer = changeAnswer.extend({
  version: z.number().int(),
  receiptNumber: text.nullable().optional(),
});

/** A tax receipt as the treasurer follows it: in force, cancelled by a refund, or replaced by a correction. */
const receiptLine = z.object({
  receiptNumber: text,
  paymentId: text,
  paymentKind: z.enum(['donation', 'membership']),
  reference: text,
  firstName: text,
  lastName: text,
  amountCents: cents,
  paidAt: text,
  state: z.enum(['in-force', 'voided', 'replaced']),
  replaces: text.nullable(),
  replacedBy: text.nullable(),
});
export type ReceiptLine = z.infer<typeof receiptLine>;
export const receiptsAnswer = z.object({
  year: z.number().int(),
  receipts: z.array(receiptLine),
  retention,
  ...listPage,
});

/** A paid donation in the treasurer's list, with the number of its receipt in force (null: none yet). */
const donationSummary = z.object({
  paymentId: text,
  reference: text,
  firstName: text,
  lastName: text,
  amountCents: cents,
  paidAt: text,
  receiptNumber: text.nullable(),
  refunded: z.boolean(),
});
export const donationsAnswer = z.object({
  year: z.number().int(),
  donations: z.array(donationSummary),
  retention,
  ...listPage,
});

/** A donation opened (the view recorded): the donor as the receipt names them, and every receipt. */
export const donationAnswer = z.object({
  donation: donationSummary.extend({
    email: text,
    address: text,
    postcode: text,
    city: text,
    receipts: z.array(receiptLine),
    /** Each correction of the donor, the first first; the names and address above are the last's. */
    donorCorrections: z.array(
      z.object({
        version: z.number().int(),
        firstName: text,
        lastName: text,
        address: text,
        postcode: text,
        city: text,
        reason: text,
        correctedBy: text,
        correctedAt: text,
      }),
    ),
    ...payerEmailCorrections,
  }),
});

/** The conferences to come that take bookings, each with its bookings in the order asked. */
const conferenceBookings = z.object({
  id: text,
  title: text,
  date: text,
  time: text.nullable(),
  seats: z.number().int(),
  confirmedSeats: z.number().int(),
  waitingSeats: z.number().int(),
  bookings: z.array(
    z.object({
      name: text,
      email: text,
      seats: z.number().int(),
      status: z.enum(['confirmed', 'waiting', 'cancelled']),
      createdAt: text,
    }),
  ),
});
export const conferenceBookingsAnswer = z.object({ conferences: z.array(conferenceBookings) });

/** A line of the journal of views of personal data: who viewed what, and when. */
const journalLine = z.object({ volunteer: text, action: text, subject: text, viewedAt: text });

/** The journal of views of personal data, a page at a time. */
export const viewsAnswer = z.object({
  views: z.array(journalLine),
  ...listPage,
});

const personCounts = z.object({
  messages: z.number().int(),
  tourRequests: z.number().int(),
  applications: z.number().int(),
  unpaidPayments: z.number().int(),
  mails: z.number().int(),
  paidPayments: z.number().int(),
  taxReceipts: z.number().int(),
  withdrawals: z.number().int(),
});
/**
 * What the site holds under an address (and under the earlier addresses of a member there, up to the
 * moment each stopped being theirs), and what an erasure would keep (in words). An address a member
 * left names the one they moved to, which its erasure does not reach. `members`: how many members the
 * address's memberships are of (a couple shares one), each of whom its erasure reaches. `sameMailbox`:
 * other addresses with data that reach the same mailbox (a sub-address, Gmail's dots), not reached.
 */
export const personAnswer = z.object({
  email: text,
  earlierAddresses: z.array(z.object({ email: text, until: text })),
  laterAddress: z.object({ email: text, since: text }).nullable(),
  members: z.number().int(),
  sameMailbox: z.array(text),
  records: personCounts,
  kept: z.array(text),
  /** The journal's lines on the person's own records and addresses, the latest first. */
  views: z.array(journalLine),
});
export type PersonFound = z.infer<typeof personAnswer>;
/** What an erasure removed, by kind, and what it kept. */
export const erasureAnswer = z.object({
  success: z.boolean(),
  email: text,
  erased: z.record(z.string(), z.number().int()),
  kept: z.array(text),
});
export type PersonErased = z.infer<typeof erasureAnswer>;

/** What a signed-in member sees: their memberships and donations with their documents, their details. */
/** A member's name and details as their latest membership holds them. */
const memberContact = z.object({
  firstName: text,
  lastName: text,
  email: text,
  address: text,
  postcode: text,
  city: text,
  mobileNumber: text,
});

/** The documents of a payment that stand, each with its download link. */
const paymentDocuments = z.array(z.object({ kind: z.enum(PAYMENT_DOCUMENT_KINDS), url: text }));

export const memberAccountAnswer = z.object({
  memberships: z.array(
    z.object({
      /** Whose it is (an address may hold several members, a couple), their name as it stands. */
      member: text,
      /** That member's key, which the renewal names to renew them. */
      memberKey: text,
      type: text,
      /** The type's code, which the renewal offers first: the member renews as they joined. */
      membershipType: z.enum(values(MEMBERSHIP_TYPES)),
      /** Paid at the lifetime members' amount or more: nothing to renew, ever. */
      lifetime: z.boolean(),
      amountCents: cents,
      paidAt: text,
      memberNumber: z.number().int().nullable(),
      validUntil: text,
      /** The amount and dates as the page shows them, written by the server. */
      text: z.object({ amount: text, paidOn: text, validUntil: text }),
      documents: paymentDocuments,
    }),
  ),
  /** The donations given from the address (a couple's are both's), the latest first, with their receipt. */
  donations: z.array(
    z.object({
      /** Who gave, their name as it stands (corrected by the treasurer, if it was). */
      donor: text,
      amountCents: cents,
      paidAt: text,
      /** Refunded since: its receipt is cancelled, none is offered. */
      refunded: z.boolean(),
      text: z.object({ amount: text, paidOn: text }),
      /** Its tax receipt once issued (none yet while it waits for the association's details). */
      documents: paymentDocuments,
    }),
  ),
  contact: memberContact.nullable(),
  /** Each member of the address (a couple shares one), the latest first, with their own details. */
  members: z.array(z.object({ member: text, memberKey: text, contact: memberContact })),
  csrfToken: text,
});
export type MemberAccount = z.infer<typeof memberAccountAnswer>;

/** A renewal started: where to pay (the provider's page). */
export const renewalAnswer = z.object({ payment_url: text, payment_id: text, customer_id: text.optional() });
/** Whether this browser holds a live member's session. */
export const memberSessionAnswer = z.object({ signedIn: z.boolean() });

/** The api's rows, before the service names them (a reference) or dates them (valid until). */
export type Row<T> = Omit<T, 'reference' | 'validUntil'>;
