// What the volunteers' space's calls answer (/api/benevoles/…): read by the space's screens, written
// by the api's stores and services. The lists show a name and a town at most; the details (each view
// recorded) the rest.

/** A paid order in a list. */
export interface OrderSummary {
  readonly paymentId: string;
  readonly reference: string;
  /** Withdrawn: the buyer used their right of withdrawal (a form naming the order), not refunded yet. */
  readonly state: 'to-ship' | 'shipped' | 'withdrawn' | 'refunded';
  readonly firstName: string;
  readonly lastName: string;
  readonly city: string;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly shippedAt: string | null;
  /** Refunded: when (the list says so, with the payment's own time above). */
  readonly refundedAt: string | null;
}

/** An order opened: where to send it, and how it went. */
export interface OrderForShipping extends OrderSummary {
  /** Refunded: by whom (a volunteer's address, or the provider's report), how much and why. */
  readonly refundedBy: string | null;
  readonly refundReason: string | null;
  readonly refundedCents: number | null;
  readonly email: string;
  readonly mobileNumber: string;
  readonly address: string;
  readonly postcode: string;
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
}

/** An order opened, with what to pack. */
export interface OrderDetails extends OrderForShipping {
  readonly lines: readonly {
    readonly name: string;
    readonly size: string | null;
    readonly quantity: number;
  }[];
}

/** A guided-tour request in a list. */
export interface TourSummary {
  readonly id: number;
  readonly reference: string;
  readonly state: 'pending' | 'confirmed' | 'declined';
  readonly lastName: string;
  readonly groupSize: number;
  readonly askedDate: string;
  readonly askedTime: string;
  readonly confirmedDate: string | null;
  readonly confirmedTime: string | null;
  readonly guide: string | null;
  readonly receivedAt: string;
}

/** A guided-tour request opened. */
export interface TourDetails extends TourSummary {
  readonly firstName: string;
  readonly email: string;
  readonly phone: string;
  readonly specialRequests: string;
  readonly declineReason: string | null;
}

/** A contact message or a job application in a list. */
export interface InboxSummary {
  readonly id: number;
  readonly reference: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly receivedAt: string;
  readonly handledAt: string | null;
}

/** A contact message opened. */
export interface MessageDetails extends InboxSummary {
  readonly destination: 'museum' | 'association' | 'chetom';
  readonly email: string;
  readonly phone: string | null;
  readonly visitorKind: string | null;
  readonly message: string;
}

/** A job application opened, with its files. */
export interface ApplicationDetails extends InboxSummary {
  readonly email: string;
  readonly phone: string;
  readonly coverLetter: string;
  readonly files: readonly {
    readonly id: number;
    readonly field: string;
    readonly name: string;
    readonly bytes: number;
  }[];
}

/** A paid membership of the year in a list (no birth date, no address). */
export interface MembershipSummary {
  readonly paymentId: string;
  readonly reference: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly membershipType: string;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly memberNumber: number | null;
  /** '2027-11-26', or « à vie ». */
  readonly validUntil: string;
}

/** The api's rows, before the service names them (a reference) or dates them (valid until). */
export type Row<T> = Omit<T, 'reference' | 'validUntil'>;
