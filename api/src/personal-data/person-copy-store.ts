// A copy of what the site holds of a person, for their request to see it: the rows filed under their
// addresses (person-store.ts's condition), each payment with its order, membership or donation and what
// followed them. Each column of these tables is copied or left out with its reason, so that a column
// added later is in neither list until someone decides (the tests read both lists against the schema):
// what names a volunteer, a secret or the site's own bookkeeping stays out. The membership form's own
// questions follow its fields (forms/membership-fields.ts).
import type { Db } from '../database/database';
import { MEMBERSHIP_FIELDS } from '@mtdm/shared/contracts';
import { PAYER_FIELDS, payerColumnOf } from '@mtdm/shared/validation';
import { paymentReference, type PaymentKind } from '../payments/payment-store';
import { filedBinding, filedIn, MAILS, type FiledUnder } from './person-store';

export interface TableCopy {
  readonly copied: readonly string[];
  /** Each column left out, and why. */
  readonly leftOut: Readonly<Record<string, string>>;
}

/** The payer's columns of an order, a membership and a donation, and a member's or donor's birth and situation. */
const PAYER_COLUMNS = PAYER_FIELDS.map(payerColumnOf);
const BIRTH_AND_SITUATION = ['birth_date', 'birth_place', 'status'];
const INTERNAL = 'un numéro interne du site';
const LINK = 'le lien vers la ligne dont celle-ci dépend, déjà donnée au-dessus';
const VOLUNTEER = 'l’adresse du bénévole qui a agi : sa donnée, pas celle de la personne';
const SECRET = 'l’empreinte d’un lien personnel, qui ne doit pas circuler';

/** The tables of the copy, each with its columns. */
export const PERSON_COPY: Readonly<Record<string, TableCopy>> = {
  contact_messages: {
    copied: [
      'form',
      'first_name',
      'last_name',
      'email',
      'phone',
      'visitor_kind',
      'message',
      'created_at',
      'handled_at',
    ],
    leftOut: { id: INTERNAL, handled_by: VOLUNTEER },
  },
  tour_requests: {
    copied: [
      'first_name',
      'last_name',
      'email',
      'phone',
      'visit_date',
      'visit_time',
      'group_size',
      'special_requests',
      'created_at',
      'decision',
      'confirmed_date',
      'confirmed_time',
      'decline_reason',
      'decided_at',
      'cancelled_at',
    ],
    leftOut: {
      id: INTERNAL,
      guide: 'le nom du guide : la donnée d’une autre personne',
      decided_by: VOLUNTEER,
      cancelled_by: 'qui a annulé : la personne elle-même ou l’adresse d’un bénévole',
      public_id: SECRET,
    },
  },
  job_applications: {
    copied: ['first_name', 'last_name', 'email', 'phone', 'cover_letter', 'created_at', 'handled_at'],
    leftOut: { id: INTERNAL, handled_by: VOLUNTEER },
  },
  application_files: {
    copied: ['field', 'original_name', 'media_type', 'size_bytes'],
    leftOut: { id: INTERNAL, application_id: LINK, stored_path: 'où le fichier est rangé sur le serveur' },
  },
  newsletter_subscribers: {
    copied: [
      'email',
      'consent_version',
      'consent_text',
      'requested_at',
      'confirm_sent_at',
      'confirmed_at',
      'unsubscribed_at',
    ],
    leftOut: { id: INTERNAL, confirm_digest: SECRET },
  },
  conference_bookings: {
    copied: [
      'conference_id',
      'conference_day',
      'name',
      'email',
      'seats',
      'status',
      'created_at',
      'confirmed_at',
      'cancelled_at',
    ],
    leftOut: { id: INTERNAL, cancel_digest: SECRET },
  },
  booking_requests: {
    copied: ['conference_id', 'name', 'email', 'seats', 'created_at'],
    leftOut: { id: INTERNAL, link_digest: SECRET },
  },
  reminder_opt_outs: {
    copied: ['member', 'opted_out_at'],
    leftOut: { email: 'l’adresse, donnée en tête de la copie' },
  },
  withdrawals: {
    copied: ['reference', 'order_reference', 'first_name', 'last_name', 'email', 'items', 'received_at'],
    leftOut: {
      id: INTERNAL,
      reference_key: 'la référence réécrite pour la comparer',
      mailbox_key: 'l’adresse réécrite pour la comparer',
    },
  },
  payments: {
    copied: [
      'kind',
      'provider',
      'amount_cents',
      'status',
      'email',
      'created_at',
      'paid_at',
      'refunded_at',
      'refund_reason',
      'refunded_cents',
    ],
    leftOut: {
      id: 'l’identifiant du paiement, donné par sa référence',
      customer_id: INTERNAL,
      provider_id: 'le numéro du paiement chez le prestataire, que son propre reçu porte',
      expires_at: 'l’échéance d’un paiement commencé, pour le site',
      updated_at: 'la dernière écriture de la ligne, pour le site',
      refunded_by: VOLUNTEER,
    },
  },
  orders: {
    copied: [
      ...PAYER_COLUMNS,
      'subtotal_cents',
      'shipping_cents',
      'amount_cents',
      'created_at',
      'shipped_at',
      'carrier',
      'tracking_number',
    ],
    leftOut: { id: INTERNAL, payment_id: LINK, shipped_by: VOLUNTEER },
  },
  order_lines: {
    copied: ['product_id', 'name', 'size', 'quantity', 'unit_price_cents'],
    leftOut: { id: INTERNAL, order_id: LINK },
  },
  order_refunds: {
    copied: ['amount_cents', 'shipping_cents', 'reason', 'refunded_at'],
    leftOut: { id: INTERNAL, order_id: LINK, refunded_by: VOLUNTEER },
  },
  delivery_corrections: {
    copied: ['version', 'first_name', 'last_name', 'address', 'postcode', 'city', 'reason', 'corrected_at'],
    leftOut: { id: INTERNAL, order_id: LINK, corrected_by: VOLUNTEER },
  },
  shipment_corrections: {
    copied: ['version', 'carrier', 'tracking_number', 'reason', 'corrected_at'],
    leftOut: { id: INTERNAL, order_id: LINK, corrected_by: VOLUNTEER },
  },
  memberships: {
    copied: [
      ...PAYER_COLUMNS,
      ...BIRTH_AND_SITUATION,
      ...MEMBERSHIP_FIELDS.map((field) => field.column),
      'membership_type',
      'fee_cents',
      'donation_cents',
      'amount_cents',
      'created_at',
      'member_number',
      'period_start',
      'period_end',
    ],
    leftOut: { id: INTERNAL, payment_id: LINK },
  },
  member_contact_corrections: {
    copied: ['version', 'address', 'postcode', 'city', 'mobile_number', 'corrected_at'],
    leftOut: { id: INTERNAL, payment_id: LINK },
  },
  member_name_corrections: {
    copied: ['version', 'first_name', 'last_name', 'reason', 'corrected_at'],
    leftOut: { id: INTERNAL, payment_id: LINK, corrected_by: VOLUNTEER },
  },
  member_email_corrections: {
    copied: ['reason', 'asked_at', 'confirmed_at'],
    leftOut: { id: INTERNAL, payment_id: LINK, asked_by: VOLUNTEER },
  },
  donations: {
    copied: [...PAYER_COLUMNS, ...BIRTH_AND_SITUATION, 'amount_cents', 'created_at'],
    leftOut: { id: INTERNAL, payment_id: LINK },
  },
  donor_corrections: {
    copied: ['version', 'first_name', 'last_name', 'address', 'postcode', 'city', 'reason', 'corrected_at'],
    leftOut: { id: INTERNAL, payment_id: LINK, corrected_by: VOLUNTEER },
  },
  payment_email_corrections: {
    copied: ['email', 'reason', 'asked_at', 'confirmed_at'],
    leftOut: { id: INTERNAL, payment_id: LINK, asked_by: VOLUNTEER },
  },
  issued_documents: {
    copied: [
      'kind',
      'version',
      'receipt_year',
      'receipt_sequence',
      'amount_cents',
      'issued_at',
      'voided_at',
      'correction_reason',
    ],
    leftOut: {
      id: INTERNAL,
      payment_id: LINK,
      paid_at: 'la date du paiement, donnée avec lui',
      issuer: 'les coordonnées de l’association',
      subject: 'le destinataire tel qu’imprimé, que l’adhésion ou le don donnent',
      issued_by: VOLUNTEER,
      pdf: 'le document lui-même, envoyé à la personne quand il a été émis',
    },
  },
  mail_queue: {
    copied: ['recipient', 'reply_to', 'subject', 'created_at', 'sent_at'],
    leftOut: {
      id: INTERNAL,
      body: 'le texte de chaque courriel, que la personne a reçu, et ses liens personnels',
      attachments: 'les pièces jointes, que la personne a reçues',
      headers: 'les en-têtes techniques de l’envoi',
      attempts: 'le suivi de l’envoi, pour le site',
      next_attempt_at: 'le suivi de l’envoi, pour le site',
      last_error: 'le suivi de l’envoi, pour le site',
      dead_at: 'le suivi de l’envoi, pour le site',
      payment_id: LINK,
    },
  },
};

/** The tables that hold a person's address yet stay out of the copy, and why. */
export const TABLES_LEFT_OUT: Readonly<Record<string, string>> = {
  earlier_member_addresses: 'les adresses précédentes du compte, données en tête de la copie',
  email_changes: 'un changement d’adresse en attente de confirmation, oublié au bout d’un jour',
  members: 'le numéro d’adhérent, donné avec chaque adhésion',
  sessions: 'les sessions de connexion, fermées après quelques heures',
  sign_in_links: 'les liens de connexion, à usage unique et vite périmés',
};

type Row = Record<string, unknown>;
const columnsOf = (table: string) => PERSON_COPY[table]!.copied.join(', ');

/** The rows of `table` filed under the person by its own address column, each keyed by its rowid. */
const filedRows = (db: Db, filed: readonly FiledUnder[], table: string): Row[] =>
  db
    .prepare(`SELECT rowid AS _key, ${columnsOf(table)} FROM ${table} WHERE ${filedIn(table)} ORDER BY rowid`)
    .all(filedBinding(filed)) as Row[];

/** The rows of `table` that hang from the row `key` of another, by `column`. */
const rowsOf = (db: Db, table: string, column: string, key: unknown): Row[] =>
  db.prepare(`SELECT ${columnsOf(table)} FROM ${table} WHERE ${column} = ? ORDER BY id`).all(key) as Row[];

/** A row without the key it was fetched by. */
const withoutKey = ({ _key, ...row }: Row) => row;

/** What of a payment's records the copy holds: the order, membership or donation, and what followed. */
function paymentRecords(db: Db, paymentId: unknown) {
  const [order] = db
    .prepare(`SELECT id AS _key, ${columnsOf('orders')} FROM orders WHERE payment_id = ?`)
    .all(paymentId) as Row[];
  const [membership] = rowsOf(db, 'memberships', 'payment_id', paymentId);
  const [donation] = rowsOf(db, 'donations', 'payment_id', paymentId);
  return {
    ...(order
      ? {
          commande: {
            ...withoutKey(order),
            lignes: rowsOf(db, 'order_lines', 'order_id', order._key),
            remboursements_partiels: rowsOf(db, 'order_refunds', 'order_id', order._key),
            corrections_de_livraison: rowsOf(db, 'delivery_corrections', 'order_id', order._key),
            corrections_d_expedition: rowsOf(db, 'shipment_corrections', 'order_id', order._key),
            adresses_corrigees: rowsOf(db, 'payment_email_corrections', 'payment_id', paymentId),
          },
        }
      : {}),
    ...(membership
      ? {
          adhesion: {
            ...membership,
            coordonnees_corrigees: rowsOf(db, 'member_contact_corrections', 'payment_id', paymentId),
            noms_corriges: rowsOf(db, 'member_name_corrections', 'payment_id', paymentId),
            adresses_corrigees: rowsOf(db, 'member_email_corrections', 'payment_id', paymentId),
          },
        }
      : {}),
    ...(donation
      ? {
          don: {
            ...donation,
            donateur_corrige: rowsOf(db, 'donor_corrections', 'payment_id', paymentId),
            adresses_corrigees: rowsOf(db, 'payment_email_corrections', 'payment_id', paymentId),
          },
        }
      : {}),
    documents: rowsOf(db, 'issued_documents', 'payment_id', paymentId),
  };
}

/** Every row of the copy filed under the person's addresses, by kind. */
export function personCopyRows(db: Db, filed: readonly FiledUnder[]) {
  return {
    messages: filedRows(db, filed, 'contact_messages').map(withoutKey),
    demandes_de_visite: filedRows(db, filed, 'tour_requests').map(withoutKey),
    candidatures: filedRows(db, filed, 'job_applications').map((application) => ({
      ...withoutKey(application),
      fichiers: rowsOf(db, 'application_files', 'application_id', application._key),
    })),
    lettre_d_information: filedRows(db, filed, 'newsletter_subscribers').map(withoutKey),
    reservations_de_conferences: filedRows(db, filed, 'conference_bookings').map(withoutKey),
    demandes_de_reservation: filedRows(db, filed, 'booking_requests').map(withoutKey),
    paiements: (
      db
        .prepare(
          `SELECT id AS _key, ${columnsOf('payments')} FROM payments WHERE ${filedIn('payments')} ORDER BY created_at`,
        )
        .all(filedBinding(filed)) as Row[]
    ).map((payment) => ({
      reference: paymentReference(payment.kind as PaymentKind, String(payment._key)),
      ...withoutKey(payment),
      ...paymentRecords(db, payment._key),
    })),
    retractations: filedRows(db, filed, 'withdrawals').map(withoutKey),
    rappels_arretes: filedRows(db, filed, 'reminder_opt_outs').map(withoutKey),
    courriels: db
      .prepare(`SELECT ${columnsOf('mail_queue')} FROM mail_queue WHERE id IN (${MAILS}) ORDER BY id`)
      .all(filedBinding(filed)) as Row[],
  };
}
