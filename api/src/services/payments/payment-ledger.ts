import { isLifetimeMembership } from '@mtdm/shared/commerce';
import type { MailRecipients } from '../../config';
import type { DocumentIssuer } from '../documents/issuer';
import { documentsOf, issueDocuments } from '../documents/issued-documents';
import { enqueueMail } from '../mail/mail-queue';
import {
  donationConfirmation,
  donationNotification,
  membershipConfirmation,
  membershipNotification,
  orderConfirmation,
  orderNotification,
  type PaidDonation,
  type PaidMembership,
  type PaidOrder,
} from '../mail/templates';
import type { Db } from '../storage/database';
import { nowIso } from '../storage/database';
import {
  paymentReference,
  type PaymentKind,
  readDonation,
  readMembership,
  readOrder,
  readOrderLines,
  type PayerRow,
  type PersonRow,
} from './payment-records';

const payerFromRow = (row: PayerRow) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  mobileNumber: row.mobile_number,
  address: row.address,
  postcode: row.postcode,
  city: row.city,
  amountCents: row.amount_cents,
});

const personFromRow = (row: PersonRow) => ({
  ...payerFromRow(row),
  birthDate: row.birth_date,
  birthPlace: row.birth_place,
  status: row.status,
});

export type PaymentStatus = 'created' | 'paid' | 'cancelled';

export interface PaymentRecord {
  readonly id: string;
  readonly kind: PaymentKind;
  readonly customerId: string;
  readonly provider: string;
  /** The provider's id, once it answered (null: never reached it). */
  readonly providerId: string | null;
  readonly expiresAt: string | null;
  readonly amountCents: number;
  readonly status: PaymentStatus;
}

interface PaymentRow {
  id: string;
  kind: PaymentKind;
  customer_id: string;
  provider: string;
  provider_id: string | null;
  expires_at: string | null;
  amount_cents: number;
  status: PaymentStatus;
}

const recordOf = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  kind: row.kind,
  customerId: row.customer_id,
  provider: row.provider,
  providerId: row.provider_id,
  expiresAt: row.expires_at,
  amountCents: row.amount_cents,
  status: row.status,
});

const PAYMENT_COLUMNS = 'id, kind, customer_id, provider, provider_id, expires_at, amount_cents, status';

export interface NewPayment {
  readonly id: string;
  readonly kind: PaymentKind;
  readonly customerId: string;
  readonly provider: string;
  readonly amountCents: number;
  readonly email: string;
}

/**
 * The application's side of payments: the payment rows, their status history, and the mails sent
 * once a payment is paid. Every change is one transaction; a payment is paid or cancelled once.
 */
export class PaymentLedger {
  constructor(
    private readonly db: Db,
    private readonly recipients: MailRecipients,
    private readonly issuer: DocumentIssuer,
  ) {}

  /** Stores a new payment and, in the same transaction, the record it pays for. */
  recordCreated(payment: NewPayment, storeDetails: (paymentId: string) => void): void {
    const now = nowIso();
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 'created', ?, ?, ?)`,
        )
        .run(
          payment.id,
          payment.kind,
          payment.customerId,
          payment.provider,
          payment.amountCents,
          payment.email,
          now,
          now,
        );
      this.db
        .prepare(
          `INSERT INTO payment_events (payment_id, status, source, created_at) VALUES (?, 'created', 'api', ?)`,
        )
        .run(payment.id, now);
      storeDetails(payment.id);
    })();
  }

  find(paymentId: string): PaymentRecord | undefined {
    const row = this.db.prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ?`).get(paymentId) as
      PaymentRow | undefined;
    return row ? recordOf(row) : undefined;
  }

  /** The payment a provider's id belongs to (notifications speak in the provider's ids). */
  findByProviderId(provider: string, providerId: string): PaymentRecord | undefined {
    const row = this.db
      .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider = ? AND provider_id = ?`)
      .get(provider, providerId) as PaymentRow | undefined;
    return row ? recordOf(row) : undefined;
  }

  /** Once the provider answered: its id for the payment and when an unpaid one is over. */
  attachCheckout(paymentId: string, providerId: string, expiresAt: string): void {
    this.db
      .prepare('UPDATE payments SET provider_id = ?, expires_at = ?, updated_at = ? WHERE id = ?')
      .run(providerId, expiresAt, nowIso(), paymentId);
  }

  /** Created payments past their expiry (or never handed to the provider for an hour). */
  overdue(now = new Date()): PaymentRecord[] {
    const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
    return (
      this.db
        .prepare(
          `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE status = 'created'
           AND (expires_at < ? OR (expires_at IS NULL AND created_at < ?))`,
        )
        .all(now.toISOString(), hourAgo) as PaymentRow[]
    ).map(recordOf);
  }

  /**
   * Moves a created payment to paid or cancelled (never back), records the event and, for a paid
   * one, issues its documents (tax receipt, attestation: numbered here, in this transaction) and
   * queues the customer's confirmation and the association's notice. Returns true when this call
   * made the change (false: already in a final state, or unknown).
   */
  settle(paymentId: string, status: 'paid' | 'cancelled', source: string): boolean {
    // IMMEDIATE: the write lock is taken first, so two confirmations never read the same next
    // receipt number, even from two processes on one database file.
    return this.db
      .transaction(() => {
        const now = nowIso();
        const changed = this.db
          .prepare(`UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status = 'created'`)
          .run(status, now, paymentId).changes;
        if (changed !== 1) return false;
        this.db
          .prepare('INSERT INTO payment_events (payment_id, status, source, created_at) VALUES (?, ?, ?, ?)')
          .run(paymentId, status, source, now);
        if (status === 'paid') {
          const payment = this.find(paymentId)!;
          issueDocuments(this.db, payment, now, this.issuer);
          this.queuePaidMails(payment);
        }
        return true;
      })
      .immediate();
  }

  private queuePaidMails(payment: PaymentRecord): void {
    const paymentId = payment.id;
    const reference = paymentReference(payment.kind, payment.id);
    const issued = documentsOf(this.db, paymentId);
    const documents = {
      refs: issued.map(({ kind }) => ({ kind, paymentId })),
      receiptNumber: issued.find((document) => document.receiptNumber)?.receiptNumber ?? null,
    };
    if (payment.kind === 'shop') {
      const order = this.loadOrder(paymentId, reference);
      enqueueMail(this.db, orderConfirmation(order));
      enqueueMail(this.db, orderNotification(this.recipients.association, order));
    } else if (payment.kind === 'membership') {
      const member = this.loadMembership(paymentId, reference);
      enqueueMail(this.db, membershipConfirmation(member, documents));
      enqueueMail(this.db, membershipNotification(this.recipients.association, member));
    } else {
      const donation = this.loadDonation(paymentId, reference);
      enqueueMail(this.db, donationConfirmation(donation, documents));
      enqueueMail(this.db, donationNotification(this.recipients.association, donation));
    }
  }

  private loadOrder(paymentId: string, reference: string): PaidOrder {
    const order = readOrder(this.db, paymentId);
    const lines = readOrderLines(this.db, order.id);
    return {
      reference,
      ...payerFromRow(order),
      lines: lines.map((line) => ({
        name: line.name,
        size: line.size,
        quantity: line.quantity,
        unitPriceCents: line.unit_price_cents,
      })),
      subtotalCents: order.subtotal_cents,
      shippingCents: order.shipping_cents,
    };
  }

  private loadMembership(paymentId: string, reference: string): PaidMembership {
    const row = readMembership(this.db, paymentId);
    return {
      reference,
      ...personFromRow(row),
      grade: row.grade,
      arm: row.arm,
      activityStatus: row.activity_status,
      membershipType: row.membership_type,
      feeCents: row.fee_cents,
      donationCents: row.donation_cents,
      lifetime: isLifetimeMembership(row.amount_cents),
    };
  }

  private loadDonation(paymentId: string, reference: string): PaidDonation {
    const row = readDonation(this.db, paymentId);
    return { reference, ...personFromRow(row) };
  }
}
