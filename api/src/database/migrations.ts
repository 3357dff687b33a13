/**
 * Schema migrations, applied in order on start inside one transaction each. Never edit a shipped
 * migration: add the next one. `PRAGMA user_version` records the last applied.
 */
/**
 * Rebuilds the table of counts kept for the limits so that it accepts `kinds` (SQLite cannot change a
 * CHECK in place): a new table, the counts copied into it, the old one dropped, its index made again.
 */
const countsTableWithKinds = (table: string, kinds: readonly string[]) => `
  CREATE TABLE ${table}_counted (
    kind TEXT NOT NULL CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')})),
    target_digest TEXT NOT NULL,
    sent_at TEXT NOT NULL
  );
  INSERT INTO ${table}_counted (kind, target_digest, sent_at) SELECT kind, target_digest, sent_at FROM ${table};
  DROP TABLE ${table};
  ALTER TABLE ${table}_counted RENAME TO ${table};
  CREATE INDEX ${table}_target ON ${table} (kind, target_digest, sent_at);
  `;

/** What the database answers to the deletion of a record younger than its ten years. */
const RECORD_KEPT = 'Une pièce comptable est gardée dix ans';

/** The journal of views is written once, line after line (migration 23; set again by 33). */
const VIEWS_JOURNAL_GUARD = `
  CREATE TRIGGER personal_data_views_are_records BEFORE UPDATE ON personal_data_views
  BEGIN SELECT RAISE(ABORT, 'Une ligne du journal des consultations ne se réécrit pas'); END;`;

/**
 * Refuses to delete a row of `table` while the payment it belongs to (`paymentId`, an expression on
 * OLD) is paid or refunded and younger than ten years (3650 days, the accounting period).
 */
const keptWithItsPayment = (table: string, paymentId: string) => `
  CREATE TRIGGER ${table}_are_kept BEFORE DELETE ON ${table}
  WHEN EXISTS (SELECT 1 FROM payments p WHERE p.id = ${paymentId} AND p.status IN ('paid', 'refunded')
    AND julianday(p.created_at) > julianday('now', '-3650 days'))
  BEGIN SELECT RAISE(ABORT, '${RECORD_KEPT}'); END;
  `;

export const migrations: readonly string[] = [
  // 1: every submission, payments and the mail queue.
  `
  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY,
    form TEXT NOT NULL CHECK (form IN ('chetom', 'museum', 'association')),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    visitor_kind TEXT,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE tour_requests (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    visit_date TEXT NOT NULL,
    visit_time TEXT NOT NULL,
    group_size INTEGER NOT NULL,
    special_requests TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE job_applications (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    cover_letter TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE application_files (
    id INTEGER PRIMARY KEY,
    application_id INTEGER NOT NULL REFERENCES job_applications(id),
    field TEXT NOT NULL,
    original_name TEXT NOT NULL,
    stored_path TEXT NOT NULL,
    media_type TEXT NOT NULL,
    size_bytes INTEGER NOT NULL
  );
  CREATE TABLE payments (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('shop', 'membership', 'donation')),
    customer_id TEXT NOT NULL,
    provider TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'cancelled')),
    email TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE payment_events (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    status TEXT NOT NULL,
    source TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL UNIQUE REFERENCES payments(id),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    mobile_number TEXT NOT NULL,
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    postcode TEXT NOT NULL,
    subtotal_cents INTEGER NOT NULL,
    shipping_cents INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE order_lines (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    product_id TEXT NOT NULL,
    name TEXT NOT NULL,
    size TEXT,
    quantity INTEGER NOT NULL,
    unit_price_cents INTEGER NOT NULL
  );
  CREATE TABLE memberships (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL UNIQUE REFERENCES payments(id),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    mobile_number TEXT NOT NULL,
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    postcode TEXT NOT NULL,
    birth_date TEXT NOT NULL,
    birth_place TEXT NOT NULL,
    status TEXT NOT NULL,
    grade TEXT NOT NULL,
    arm TEXT NOT NULL,
    activity_status TEXT NOT NULL,
    membership_type TEXT NOT NULL,
    fee_cents INTEGER NOT NULL,
    donation_cents INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE donations (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL UNIQUE REFERENCES payments(id),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    mobile_number TEXT NOT NULL,
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    postcode TEXT NOT NULL,
    birth_date TEXT NOT NULL,
    birth_place TEXT NOT NULL,
    status TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sandbox_payments (
    id TEXT PRIMARY KEY,
    amount_cents INTEGER NOT NULL,
    description TEXT NOT NULL,
    success_url TEXT NOT NULL,
    cancel_url TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE mail_queue (
    id INTEGER PRIMARY KEY,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    reply_to TEXT,
    attachments TEXT NOT NULL DEFAULT '[]',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX mail_queue_due ON mail_queue (sent_at, next_attempt_at);
  `,
  // 2: the shop's online withdrawal function.
  `
  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    order_reference TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    items TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  `,
  // 3: mail that failed for good (refused address, or too many attempts) stops being retried.
  `
  ALTER TABLE mail_queue ADD COLUMN dead_at TEXT;
  `,
  // 4: the site's own payment id is recorded first; the provider's id and the expiry come after.
  `
  ALTER TABLE payments ADD COLUMN provider_id TEXT;
  ALTER TABLE payments ADD COLUMN expires_at TEXT;
  UPDATE payments SET provider_id = id WHERE provider = 'sandbox';
  CREATE UNIQUE INDEX payments_provider_id ON payments (provider, provider_id);
  `,
  // 5: tax receipts and membership attestations, issued when a payment is confirmed. A receipt's
  // number is its year and its rank in that year (never repeated: the unique index; never skipped:
  // the next rank is taken in the transaction that records the payment). The issuer is kept as it
  // was, so a document issued again is the same document.
  `
  CREATE TABLE issued_documents (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    kind TEXT NOT NULL CHECK (kind IN ('tax-receipt', 'membership-attestation')),
    receipt_year INTEGER,
    receipt_sequence INTEGER CHECK (receipt_sequence > 0),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    paid_at TEXT NOT NULL,
    issuer TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    UNIQUE (payment_id, kind),
    UNIQUE (receipt_year, receipt_sequence),
    CHECK ((kind = 'tax-receipt') = (receipt_year IS NOT NULL AND receipt_sequence IS NOT NULL))
  );
  `,
  // 6: the audit trail of deployments: which module, which release, which token's name, which commit.
  `
  CREATE TABLE deployments (
    id INTEGER PRIMARY KEY,
    module TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('deploy', 'rollback')),
    version TEXT,
    token_name TEXT NOT NULL,
    commit_sha TEXT,
    result TEXT NOT NULL CHECK (result IN ('live', 'refused', 'rolled-back')),
    message TEXT,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL
  );
  CREATE INDEX deployments_module ON deployments (module, id);
  `,
  // 7: a payment refunded or charged back after it was paid ('refunded', its history in
  // payment_events), and its documents voided (their numbers kept, never reused). SQLite cannot
  // change a CHECK: the table is made again (the migrations run with foreign keys off, checked after).
  `
  CREATE TABLE payments_new (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('shop', 'membership', 'donation')),
    customer_id TEXT NOT NULL,
    provider TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'cancelled', 'refunded')),
    email TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    provider_id TEXT,
    expires_at TEXT
  );
  INSERT INTO payments_new (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at, provider_id, expires_at)
    SELECT id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at, provider_id, expires_at FROM payments;
  DROP TABLE payments;
  ALTER TABLE payments_new RENAME TO payments;
  CREATE UNIQUE INDEX payments_provider_id ON payments (provider, provider_id);
  ALTER TABLE issued_documents ADD COLUMN voided_at TEXT;
  `,
  // 8: a switch the server could not finish checking (it was stopped meanwhile), undone at its next
  // start ('interrupted'). The table is made again for its CHECK.
  `
  CREATE TABLE deployments_new (
    id INTEGER PRIMARY KEY,
    module TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('deploy', 'rollback')),
    version TEXT,
    token_name TEXT NOT NULL,
    commit_sha TEXT,
    result TEXT NOT NULL CHECK (result IN ('live', 'refused', 'rolled-back', 'interrupted')),
    message TEXT,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL
  );
  INSERT INTO deployments_new SELECT * FROM deployments;
  DROP TABLE deployments;
  ALTER TABLE deployments_new RENAME TO deployments;
  CREATE INDEX deployments_module ON deployments (module, id);
  `,
  // 9: the volunteers' space and the members' sign-in. Sign-in links and sessions (a volunteer's or a
  // member's) are kept as SHA-256 digests only; every
  // view of a person's details is recorded; an order is shipped once, with its carrier and number; a
  // tour request is confirmed (date, time, guide) or declined (a reason) once; messages and
  // applications are marked handled; a member's number comes from one sequence (AUTOINCREMENT: a
  // number is never given twice, even after its row is deleted), kept for the member's address. Renewal reminders are
  // recorded once per membership and kind (whatever the number of servers), and a member may stop them.
  `
  CREATE TABLE sign_in_links (
    digest TEXT PRIMARY KEY,
    audience TEXT NOT NULL CHECK (audience IN ('volunteer', 'member')),
    email TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    digest TEXT PRIMARY KEY,
    audience TEXT NOT NULL CHECK (audience IN ('volunteer', 'member')),
    email TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
  );
  CREATE TABLE personal_data_views (
    id INTEGER PRIMARY KEY,
    volunteer TEXT NOT NULL,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    viewed_at TEXT NOT NULL
  );
  CREATE INDEX personal_data_views_at ON personal_data_views (viewed_at);
  ALTER TABLE orders ADD COLUMN shipped_at TEXT;
  ALTER TABLE orders ADD COLUMN carrier TEXT;
  ALTER TABLE orders ADD COLUMN tracking_number TEXT;
  ALTER TABLE orders ADD COLUMN shipped_by TEXT;
  ALTER TABLE tour_requests ADD COLUMN decision TEXT CHECK (decision IN ('confirmed', 'declined'));
  ALTER TABLE tour_requests ADD COLUMN confirmed_date TEXT;
  ALTER TABLE tour_requests ADD COLUMN confirmed_time TEXT;
  ALTER TABLE tour_requests ADD COLUMN guide TEXT;
  ALTER TABLE tour_requests ADD COLUMN decline_reason TEXT;
  ALTER TABLE tour_requests ADD COLUMN decided_at TEXT;
  ALTER TABLE tour_requests ADD COLUMN decided_by TEXT;
  ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
  ALTER TABLE contact_messages ADD COLUMN handled_by TEXT;
  ALTER TABLE job_applications ADD COLUMN handled_at TEXT;
  ALTER TABLE job_applications ADD COLUMN handled_by TEXT;
  CREATE TABLE members (
    number INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    assigned_at TEXT NOT NULL,
    assigned_by TEXT NOT NULL
  );
  ALTER TABLE memberships ADD COLUMN member_number INTEGER REFERENCES members(number);
  ALTER TABLE sandbox_payments ADD COLUMN refunded_at TEXT;
  CREATE TABLE membership_reminders (
    payment_id TEXT NOT NULL REFERENCES payments(id),
    kind TEXT NOT NULL CHECK (kind IN ('30-days', '7-days', 'lapsed')),
    sent_at TEXT NOT NULL,
    PRIMARY KEY (payment_id, kind)
  );
  CREATE TABLE reminder_opt_outs (
    email TEXT PRIMARY KEY,
    opted_out_at TEXT NOT NULL
  );
  `,
  // 10: a member's change of address, one link at a time, kept as a digest and used once; the mails
  // of links counted per address they go to (as a digest: the count names nobody); and the journal of
  // views rid of the addresses and file names it held (it names records, never people).
  `
  CREATE TABLE email_changes (
    digest TEXT PRIMARY KEY,
    from_email TEXT NOT NULL,
    to_email TEXT NOT NULL,
    session_digest TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    voided_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX email_changes_from ON email_changes (from_email);
  CREATE INDEX email_changes_session ON email_changes (session_digest, created_at);
  CREATE TABLE link_mails (
    kind TEXT NOT NULL CHECK (kind IN ('sign-in', 'email-change')),
    target_digest TEXT NOT NULL,
    sent_at TEXT NOT NULL
  );
  CREATE INDEX link_mails_target ON link_mails (kind, target_digest, sent_at);
  UPDATE personal_data_views SET subject = 'PERS-(adresse retirée du journal)' WHERE subject LIKE '%@%';
  UPDATE personal_data_views SET action = 'fichier d’une candidature téléchargé'
   WHERE action LIKE 'fichier téléchargé : %';
  `,
  // 11: an issued document is a record. Its subject (who it is for, their address, the membership's
  // facts) is kept with it, filled here from the payer's tables for the documents already issued, and
  // its PDF once made; a correction is a new version of it (a receipt gets a new number), with why and
  // who, the earlier versions kept. The table is made again: a payment's document may now have
  // several versions. A membership keeps the period it covers (a renewal paid early adds a year). A
  // mail may carry headers of its own (a reminder's List-Unsubscribe).
  `
  CREATE TABLE issued_documents_new (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    kind TEXT NOT NULL CHECK (kind IN ('tax-receipt', 'membership-attestation')),
    version INTEGER NOT NULL DEFAULT 1 CHECK (version > 0),
    receipt_year INTEGER,
    receipt_sequence INTEGER CHECK (receipt_sequence > 0),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    paid_at TEXT NOT NULL,
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    voided_at TEXT,
    correction_reason TEXT,
    issued_by TEXT,
    pdf BLOB,
    UNIQUE (payment_id, kind, version),
    UNIQUE (receipt_year, receipt_sequence),
    CHECK ((kind = 'tax-receipt') = (receipt_year IS NOT NULL AND receipt_sequence IS NOT NULL)),
    CHECK ((version = 1) = (correction_reason IS NULL))
  );
  INSERT INTO issued_documents_new (id, payment_id, kind, version, receipt_year, receipt_sequence,
      amount_cents, paid_at, issuer, subject, issued_at, voided_at)
    SELECT d.id, d.payment_id, d.kind, 1, d.receipt_year, d.receipt_sequence, d.amount_cents, d.paid_at,
      d.issuer,
      COALESCE(
        (SELECT json_object('firstName', m.first_name, 'lastName', m.last_name, 'address', m.address,
            'postcode', m.postcode, 'city', m.city,
            'donorKind', CASE m.membership_type WHEN 'family' THEN 'company' ELSE 'individual' END,
            'membershipType', m.membership_type, 'feeCents', m.fee_cents, 'donationCents', m.donation_cents,
            'memberNumber', m.member_number)
          FROM memberships m WHERE m.payment_id = d.payment_id),
        (SELECT json_object('firstName', g.first_name, 'lastName', g.last_name, 'address', g.address,
            'postcode', g.postcode, 'city', g.city,
            'donorKind', CASE g.status WHEN 'entreprise' THEN 'company' ELSE 'individual' END)
          FROM donations g WHERE g.payment_id = d.payment_id),
        '{}'),
      d.issued_at, d.voided_at
    FROM issued_documents d;
  DROP TABLE issued_documents;
  ALTER TABLE issued_documents_new RENAME TO issued_documents;
  ALTER TABLE memberships ADD COLUMN period_start TEXT;
  ALTER TABLE memberships ADD COLUMN period_end TEXT;
  ALTER TABLE mail_queue ADD COLUMN headers TEXT;
  `,
  // 12: a payment's own story: when it was paid, and, refunded, when, by whom (a volunteer, or the
  // provider reporting a refund or a chargeback), how much and why. Filled from the history for the
  // payments kept before (the row's last update was all there was).
  `
  ALTER TABLE payments ADD COLUMN paid_at TEXT;
  ALTER TABLE payments ADD COLUMN refunded_at TEXT;
  ALTER TABLE payments ADD COLUMN refunded_by TEXT;
  ALTER TABLE payments ADD COLUMN refund_reason TEXT;
  ALTER TABLE payments ADD COLUMN refunded_cents INTEGER;
  UPDATE payments SET paid_at = COALESCE(
      (SELECT MIN(e.created_at) FROM payment_events e WHERE e.payment_id = payments.id AND e.status = 'paid'),
      updated_at)
    WHERE status IN ('paid', 'refunded');
  UPDATE payments SET
      refunded_at = COALESCE(
        (SELECT MIN(e.created_at) FROM payment_events e WHERE e.payment_id = payments.id AND e.status = 'refunded'),
        updated_at),
      refunded_by = (SELECT e.source FROM payment_events e WHERE e.payment_id = payments.id AND e.status = 'refunded'
                      ORDER BY e.id LIMIT 1),
      refunded_cents = amount_cents
    WHERE status = 'refunded';
  `,
  // 13: every telephone number stored once, in E.164 (+33494112233), as e164Phone writes the new
  // ones (@mtdm/shared/contracts): the spaces and dots gone, 00 as +, a national French number with
  // +33, the trunk 0 after +33 (and the other codes that drop it) gone.
  `
  UPDATE contact_messages SET phone = replace(replace(replace(replace(replace(phone, ' ', ''), '.', ''), '-', ''), '(', ''), ')', '')
    WHERE phone IS NOT NULL;
  UPDATE contact_messages SET phone = '+' || substr(phone, 3) WHERE phone LIKE '00%';
  UPDATE contact_messages SET phone = '+33' || substr(phone, 2) WHERE phone GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
  UPDATE contact_messages SET phone = substr(phone, 1, 3) || substr(phone, 5)
    WHERE substr(phone, 1, 4) IN ('+330', '+320', '+410', '+440', '+490');
  UPDATE tour_requests SET phone = replace(replace(replace(replace(replace(phone, ' ', ''), '.', ''), '-', ''), '(', ''), ')', '')
    WHERE phone IS NOT NULL;
  UPDATE tour_requests SET phone = '+' || substr(phone, 3) WHERE phone LIKE '00%';
  UPDATE tour_requests SET phone = '+33' || substr(phone, 2) WHERE phone GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
  UPDATE tour_requests SET phone = substr(phone, 1, 3) || substr(phone, 5)
    WHERE substr(phone, 1, 4) IN ('+330', '+320', '+410', '+440', '+490');
  UPDATE job_applications SET phone = replace(replace(replace(replace(replace(phone, ' ', ''), '.', ''), '-', ''), '(', ''), ')', '')
    WHERE phone IS NOT NULL;
  UPDATE job_applications SET phone = '+' || substr(phone, 3) WHERE phone LIKE '00%';
  UPDATE job_applications SET phone = '+33' || substr(phone, 2) WHERE phone GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
  UPDATE job_applications SET phone = substr(phone, 1, 3) || substr(phone, 5)
    WHERE substr(phone, 1, 4) IN ('+330', '+320', '+410', '+440', '+490');
  UPDATE orders SET mobile_number = replace(replace(replace(replace(replace(mobile_number, ' ', ''), '.', ''), '-', ''), '(', ''), ')', '')
    WHERE mobile_number IS NOT NULL;
  UPDATE orders SET mobile_number = '+' || substr(mobile_number, 3) WHERE mobile_number LIKE '00%';
  UPDATE orders SET mobile_number = '+33' || substr(mobile_number, 2) WHERE mobile_number GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
  UPDATE orders SET mobile_number = substr(mobile_number, 1, 3) || substr(mobile_number, 5)
    WHERE substr(mobile_number, 1, 4) IN ('+330', '+320', '+410', '+440', '+490');
  UPDATE memberships SET mobile_number = replace(replace(replace(replace(replace(mobile_number, ' ', ''), '.', ''), '-', ''), '(', ''), ')', '')
    WHERE mobile_number IS NOT NULL;
  UPDATE memberships SET mobile_number = '+' || substr(mobile_number, 3) WHERE mobile_number LIKE '00%';
  UPDATE memberships SET mobile_number = '+33' || substr(mobile_number, 2) WHERE mobile_number GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
  UPDATE memberships SET mobile_number = substr(mobile_number, 1, 3) || substr(mobile_number, 5)
    WHERE substr(mobile_number, 1, 4) IN ('+330', '+320', '+410', '+440', '+490');
  UPDATE donations SET mobile_number = replace(replace(replace(replace(replace(mobile_number, ' ', ''), '.', ''), '-', ''), '(', ''), ')', '')
    WHERE mobile_number IS NOT NULL;
  UPDATE donations SET mobile_number = '+' || substr(mobile_number, 3) WHERE mobile_number LIKE '00%';
  UPDATE donations SET mobile_number = '+33' || substr(mobile_number, 2) WHERE mobile_number GLOB '0[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
  UPDATE donations SET mobile_number = substr(mobile_number, 1, 3) || substr(mobile_number, 5)
    WHERE substr(mobile_number, 1, 4) IN ('+330', '+320', '+410', '+440', '+490');
  `,
  // 14: how a new member came to know the museum (forms/membership-fields.ts), '' when not said.
  `
  ALTER TABLE memberships ADD COLUMN heard_of TEXT NOT NULL DEFAULT '';
  `,
  // 15: what each deployment was (commit, uncommitted changes, lockfile digest, builder).
  `
  ALTER TABLE deployments ADD COLUMN dirty_tree INTEGER;
  ALTER TABLE deployments ADD COLUMN lockfile_digest TEXT;
  ALTER TABLE deployments ADD COLUMN builder TEXT;
  `,
  // 16: the errors visitors' browsers report, per module and release (no personal data).
  `
  CREATE TABLE browser_errors (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    module TEXT NOT NULL,
    release TEXT,
    route TEXT NOT NULL,
    kind TEXT NOT NULL,
    message TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE INDEX browser_errors_by_module ON browser_errors (module, received_at);
  `,
  // 17: a module's preview (a version checked but not live, seen by its team alone) and its
  // discarding, in the deployments' history. The table is made again for its CHECKs.
  `
  CREATE TABLE deployments_new (
    id INTEGER PRIMARY KEY,
    module TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('deploy', 'rollback', 'preview', 'discard')),
    version TEXT,
    token_name TEXT NOT NULL,
    commit_sha TEXT,
    result TEXT NOT NULL CHECK (result IN ('live', 'refused', 'rolled-back', 'interrupted', 'previewed', 'discarded')),
    message TEXT,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    dirty_tree INTEGER,
    lockfile_digest TEXT,
    builder TEXT
  );
  INSERT INTO deployments_new (id, module, action, version, token_name, commit_sha, result, message, started_at,
      finished_at, dirty_tree, lockfile_digest, builder)
    SELECT id, module, action, version, token_name, commit_sha, result, message, started_at,
      finished_at, dirty_tree, lockfile_digest, builder FROM deployments;
  DROP TABLE deployments;
  ALTER TABLE deployments_new RENAME TO deployments;
  CREATE INDEX deployments_module ON deployments (module, id);
  `,
  // 18: a guided-tour request's result page, opened again by its unguessable address (no resending).
  `
  ALTER TABLE tour_requests ADD COLUMN public_id TEXT;
  CREATE UNIQUE INDEX tour_requests_public_id ON tour_requests (public_id);
  `,
  // 19: the documents of a payment settled while the association's details were missing: they wait,
  // unnumbered, and are issued and mailed by themselves once the details are published.
  `
  CREATE TABLE documents_waiting (
    payment_id TEXT PRIMARY KEY REFERENCES payments (id),
    waiting_since TEXT NOT NULL
  );
  `,
  // 20: the newsletter's subscribers: a sign-up waits for its confirmation (double opt-in), and keeps
  // the words and version of the consent it gave, when it gave it, confirmed it or left.
  `
  CREATE TABLE newsletter_subscribers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    consent_version TEXT NOT NULL,
    consent_text TEXT NOT NULL,
    requested_at TEXT NOT NULL,
    confirm_digest TEXT,
    confirm_sent_at TEXT,
    confirmed_at TEXT,
    unsubscribed_at TEXT
  );
  `,
  // 21: the seats booked at a conference (its content id): confirmed within its seats, else waiting
  // in the order asked; a cancelled booking frees its seats for the first waiting ones that fit.
  `
  CREATE TABLE conference_bookings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conference_id TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    seats INTEGER NOT NULL CHECK (seats > 0),
    status TEXT NOT NULL CHECK (status IN ('confirmed', 'waiting', 'cancelled')),
    cancel_digest TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    confirmed_at TEXT,
    cancelled_at TEXT
  );
  CREATE INDEX conference_bookings_by_conference ON conference_bookings (conference_id, status, id);
  `,
  // 22: what the association issues is a record: the database itself refuses to change it. A receipt
  // or an attestation is corrected by a new version that names the old one; only its voiding and
  // its stored PDF are written, once. An order's content never changes, its shipment is written
  // once; a payment keeps its amount and never leaves a settled state but to be refunded; a member's
  // number, a membership's terms and a withdrawal (once numbered) stay as issued. A later migration
  // that makes one of these tables again must create its guard again (the records test tries them).
  `
  CREATE TRIGGER issued_documents_are_records BEFORE UPDATE ON issued_documents
  WHEN NEW.id IS NOT OLD.id OR NEW.payment_id IS NOT OLD.payment_id OR NEW.kind IS NOT OLD.kind
    OR NEW.version IS NOT OLD.version OR NEW.receipt_year IS NOT OLD.receipt_year
    OR NEW.receipt_sequence IS NOT OLD.receipt_sequence OR NEW.amount_cents IS NOT OLD.amount_cents
    OR NEW.paid_at IS NOT OLD.paid_at OR NEW.issuer IS NOT OLD.issuer OR NEW.subject IS NOT OLD.subject
    OR NEW.issued_at IS NOT OLD.issued_at OR NEW.correction_reason IS NOT OLD.correction_reason
    OR NEW.issued_by IS NOT OLD.issued_by
    OR (OLD.voided_at IS NOT NULL AND NEW.voided_at IS NOT OLD.voided_at)
    OR (OLD.pdf IS NOT NULL AND NEW.pdf IS NOT OLD.pdf)
  BEGIN SELECT RAISE(ABORT, 'Un document émis ne change jamais, sa correction est un nouveau document'); END;

  CREATE TRIGGER order_lines_are_records BEFORE UPDATE ON order_lines
  BEGIN SELECT RAISE(ABORT, 'Une ligne de commande ne change jamais'); END;

  CREATE TRIGGER orders_are_records BEFORE UPDATE ON orders
  WHEN NEW.id IS NOT OLD.id OR NEW.payment_id IS NOT OLD.payment_id OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name OR NEW.email IS NOT OLD.email
    OR NEW.mobile_number IS NOT OLD.mobile_number OR NEW.address IS NOT OLD.address
    OR NEW.city IS NOT OLD.city OR NEW.postcode IS NOT OLD.postcode
    OR NEW.subtotal_cents IS NOT OLD.subtotal_cents OR NEW.shipping_cents IS NOT OLD.shipping_cents
    OR NEW.amount_cents IS NOT OLD.amount_cents OR NEW.created_at IS NOT OLD.created_at
    OR (OLD.shipped_at IS NOT NULL AND (NEW.shipped_at IS NOT OLD.shipped_at
      OR NEW.carrier IS NOT OLD.carrier OR NEW.tracking_number IS NOT OLD.tracking_number
      OR NEW.shipped_by IS NOT OLD.shipped_by))
  BEGIN SELECT RAISE(ABORT, 'Une commande ne change jamais, seule son expédition s’écrit une fois'); END;

  CREATE TRIGGER payments_are_records BEFORE UPDATE ON payments
  WHEN NEW.id IS NOT OLD.id OR NEW.kind IS NOT OLD.kind OR NEW.customer_id IS NOT OLD.customer_id
    OR NEW.provider IS NOT OLD.provider OR NEW.amount_cents IS NOT OLD.amount_cents
    OR NEW.email IS NOT OLD.email OR NEW.created_at IS NOT OLD.created_at
    OR OLD.status IN ('cancelled', 'refunded')
    OR (OLD.status = 'paid' AND (NEW.status IS NOT 'refunded' OR NEW.paid_at IS NOT OLD.paid_at
      OR NEW.provider_id IS NOT OLD.provider_id))
  BEGIN SELECT RAISE(ABORT, 'Un paiement garde son montant, et un paiement réglé ne change que pour son remboursement'); END;

  CREATE TRIGGER donations_are_records BEFORE UPDATE ON donations
  BEGIN SELECT RAISE(ABORT, 'Un don enregistré ne change jamais'); END;

  CREATE TRIGGER members_are_records BEFORE UPDATE ON members
  WHEN NEW.number IS NOT OLD.number OR NEW.assigned_at IS NOT OLD.assigned_at
    OR NEW.assigned_by IS NOT OLD.assigned_by
  BEGIN SELECT RAISE(ABORT, 'Un numéro d’adhérent ne change jamais'); END;

  CREATE TRIGGER memberships_are_records BEFORE UPDATE ON memberships
  WHEN NEW.id IS NOT OLD.id OR NEW.payment_id IS NOT OLD.payment_id OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name OR NEW.birth_date IS NOT OLD.birth_date
    OR NEW.birth_place IS NOT OLD.birth_place OR NEW.status IS NOT OLD.status OR NEW.grade IS NOT OLD.grade
    OR NEW.arm IS NOT OLD.arm OR NEW.activity_status IS NOT OLD.activity_status
    OR NEW.membership_type IS NOT OLD.membership_type OR NEW.fee_cents IS NOT OLD.fee_cents
    OR NEW.donation_cents IS NOT OLD.donation_cents OR NEW.amount_cents IS NOT OLD.amount_cents
    OR NEW.created_at IS NOT OLD.created_at OR NEW.heard_of IS NOT OLD.heard_of
    OR (OLD.member_number IS NOT NULL AND NEW.member_number IS NOT OLD.member_number)
    OR (OLD.period_start IS NOT NULL AND (NEW.period_start IS NOT OLD.period_start
      OR NEW.period_end IS NOT OLD.period_end))
  BEGIN SELECT RAISE(ABORT, 'Une adhésion garde ses conditions, son numéro et sa période, seules les coordonnées changent'); END;

  CREATE TRIGGER withdrawals_are_records BEFORE UPDATE ON withdrawals
  WHEN OLD.reference NOT LIKE 'pending-%' OR NEW.id IS NOT OLD.id
    OR NEW.order_reference IS NOT OLD.order_reference OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name OR NEW.email IS NOT OLD.email OR NEW.items IS NOT OLD.items
    OR NEW.received_at IS NOT OLD.received_at
  BEGIN SELECT RAISE(ABORT, 'Une rétractation numérotée ne change jamais'); END;
  `,
  // 23: the journals are written once, line after line: the views of personal data, the
  // deployments and a payment's history. A line may only go at the end of its period (the purge).
  `
  ${VIEWS_JOURNAL_GUARD}

  CREATE TRIGGER deployments_are_records BEFORE UPDATE ON deployments
  BEGIN SELECT RAISE(ABORT, 'Une ligne du journal des déploiements ne se réécrit pas'); END;

  CREATE TRIGGER payment_events_are_records BEFORE UPDATE ON payment_events
  BEGIN SELECT RAISE(ABORT, 'Une étape de l’histoire d’un paiement ne se réécrit pas'); END;
  `,
  // 24: the acknowledgements a form sends to the address typed in it, and the conference bookings'
  // mails, are counted per address too.
  countsTableWithKinds('link_mails', ['sign-in', 'email-change', 'acknowledgement', 'booking']),
  // 25: the conference bookings are counted per connection too (an IPv4 address, an IPv6 network).
  countsTableWithKinds('link_mails', [
    'sign-in',
    'email-change',
    'acknowledgement',
    'booking',
    'booking-connection',
  ]),
  // 26: the table of counts is named for what it holds: mails per address and bookings per connection,
  // each kept for the limit that reads it.
  `
  ALTER TABLE link_mails RENAME TO limit_counts;
  DROP INDEX link_mails_target;
  CREATE INDEX limit_counts_target ON limit_counts (kind, target_digest, sent_at);
  `,
  // 27: a booking asked on the conferences' page waits for its address to confirm it (the link mailed
  // there) before it takes or waits for a seat: addresses typed at random take nothing.
  `
  CREATE TABLE booking_requests (
    id INTEGER PRIMARY KEY,
    conference_id TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    seats INTEGER NOT NULL CHECK (seats > 0),
    link_digest TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
  CREATE INDEX booking_requests_by_age ON booking_requests (created_at);
  `,
  // 28: a booking knows its conference's day, so that it is forgotten a while after the conference
  // rather than years after it was asked (the bookings made before keep the older rule).
  `
  ALTER TABLE conference_bookings ADD COLUMN conference_day TEXT;
  `,
  // 29: the newsletter's confirmation links are counted per address too.
  countsTableWithKinds('limit_counts', [
    'sign-in',
    'email-change',
    'acknowledgement',
    'booking',
    'booking-connection',
    'newsletter',
  ]),
  // 30: a record is kept its ten years (3650 days, the accounting period): the database refuses to
  // delete a paid or refunded payment younger than that, its events, its order and lines, its
  // membership or donation, its issued documents, and a numbered withdrawal. Only a payment never
  // paid, and what hangs on it, may go earlier (the purge, an erasure).
  `
  CREATE TRIGGER payments_are_kept BEFORE DELETE ON payments
  WHEN OLD.status IN ('paid', 'refunded') AND julianday(OLD.created_at) > julianday('now', '-3650 days')
  BEGIN SELECT RAISE(ABORT, '${RECORD_KEPT}'); END;

  CREATE TRIGGER withdrawals_are_kept BEFORE DELETE ON withdrawals
  WHEN OLD.reference NOT LIKE 'pending-%' AND julianday(OLD.received_at) > julianday('now', '-3650 days')
  BEGIN SELECT RAISE(ABORT, '${RECORD_KEPT}'); END;
  ` +
    ['payment_events', 'issued_documents', 'orders', 'memberships', 'donations']
      .map((table) => keptWithItsPayment(table, 'OLD.payment_id'))
      .join('') +
    keptWithItsPayment('order_lines', '(SELECT payment_id FROM orders WHERE id = OLD.order_id)'),
  // 31: when the retention purge last succeeded, for the health report to tell when it stops.
  `
  CREATE TABLE purge_runs (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    succeeded_at TEXT NOT NULL
  );
  `,
  // 32: the addresses kept in lower case are folded again now that lower() folds every letter, the
  // accented capitals too (openDatabase), and the newsletter's, now kept folded. A folded address
  // already kept wins; an opt-out's twin goes, a member's or a subscriber's stays as it was (a number
  // once given stays under the address it was given to; a consent is its own record).
  `
  UPDATE OR IGNORE members SET email = lower(email) WHERE email <> lower(email);
  UPDATE OR IGNORE reminder_opt_outs SET email = lower(email) WHERE email <> lower(email);
  DELETE FROM reminder_opt_outs WHERE email <> lower(email);
  UPDATE email_changes SET from_email = lower(from_email), to_email = lower(to_email)
   WHERE from_email <> lower(from_email) OR to_email <> lower(to_email);
  UPDATE OR IGNORE newsletter_subscribers SET email = lower(email) WHERE email <> lower(email);
  `,
  // 33: a download of an application's file is written in the journal as the piece it is (CV, letter),
  // never under the name its sender gave the file, which often holds their own and would outlive their
  // erasure. The lines written so far under such a name lose it, as migration 10 meant them to (its
  // pattern had a plain space where the journal wrote a no-break one); the journal's guard is lifted
  // for this one rewrite and set again as it was.
  `
  DROP TRIGGER personal_data_views_are_records;
  UPDATE personal_data_views SET action = 'fichier d’une candidature téléchargé'
   WHERE action LIKE 'fichier téléchargé_: %'
     AND action NOT IN ('fichier téléchargé : CV', 'fichier téléchargé : lettre de motivation');
  ${VIEWS_JOURNAL_GUARD}
  `,
  // 34: the association's mail about a paid order, membership or donation answers its payer, as the
  // mail about a message does: its reply_to is the payer's address, by which an erasure finds its copy.
  // The mails sent before get it from their « Adresse e-mail » line (a no-break space before the
  // colon since the mails' typography was mended, a plain one before), when the mail went to someone else.
  `
  UPDATE mail_queue SET reply_to = address
  FROM (
    SELECT row_id, trim(substr(after, 1, instr(after || char(10), char(10)) - 1)) AS address
      FROM (SELECT id AS row_id, substr(body, instr(body, label) + length(label)) AS after
              FROM mail_queue, (SELECT 'Adresse e-mail' || char(160) || ': ' AS label
                                UNION ALL SELECT 'Adresse e-mail : ')
             WHERE reply_to IS NULL AND instr(body, label) > 0)
  )
  WHERE id = row_id AND lower(recipient) <> lower(address);
  `,
  // 35: a mail's number names one mail for ever (AUTOINCREMENT: the number of a mail deleted, at an
  // erasure or by the purge, is never given to a later one): the outbox copies are named by it, and
  // a member's earlier address is bounded by the last mail it received as theirs.
  `
  CREATE TABLE mail_queue_numbered (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    reply_to TEXT,
    attachments TEXT NOT NULL DEFAULT '[]',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    created_at TEXT NOT NULL,
    dead_at TEXT,
    headers TEXT
  );
  INSERT INTO mail_queue_numbered (id, recipient, subject, body, reply_to, attachments, attempts,
      next_attempt_at, last_error, sent_at, created_at, dead_at, headers)
    SELECT id, recipient, subject, body, reply_to, attachments, attempts, next_attempt_at, last_error,
           sent_at, created_at, dead_at, headers FROM mail_queue;
  DROP TABLE mail_queue;
  ALTER TABLE mail_queue_numbered RENAME TO mail_queue;
  CREATE INDEX mail_queue_due ON mail_queue (sent_at, next_attempt_at);
  `,
  // 36: a member's earlier addresses, each with the moment it stopped being theirs and the number of
  // the last mail it received as theirs, so that an erasure asked under their address now also finds
  // what the site filed under the earlier ones until then (and nothing filed there afterwards: the
  // address may be someone else's since). The changes made before are found by their memberships,
  // moved to the new address while their payments stayed under the one that paid; the moment is the
  // change's own while its link is kept, else the latest of those payments (the address was the
  // member's at least until then).
  `
  CREATE TABLE earlier_member_addresses (
    email TEXT NOT NULL,
    until TEXT NOT NULL,
    last_mail INTEGER NOT NULL,
    member_email TEXT NOT NULL
  );
  CREATE INDEX earlier_member_addresses_by_member ON earlier_member_addresses (member_email);
  INSERT INTO earlier_member_addresses (email, until, last_mail, member_email)
  SELECT earlier, until, coalesce(
           (SELECT max(id) FROM mail_queue
             WHERE (lower(recipient) = earlier OR lower(reply_to) = earlier) AND created_at <= until), 0),
         member_email
    FROM (SELECT earlier, member_email, coalesce(
                   (SELECT max(used_at) FROM email_changes
                     WHERE from_email = earlier AND to_email = member_email),
                   max(paid_at)) AS until
            FROM (SELECT lower(p.email) AS earlier, lower(m.email) AS member_email,
                         coalesce(p.paid_at, p.created_at) AS paid_at
                    FROM memberships m JOIN payments p ON p.id = m.payment_id
                   WHERE lower(p.email) <> lower(m.email))
           GROUP BY earlier, member_email);
  `,
  // 37: an erasure keeps a paid membership, donation or order for the accounts alone: what no
  // accounting piece needs (a member's or a donor's birth, situation, answers to the membership form's
  // own questions, and the payer's telephone) may be emptied, once, and nothing else of the record
  // changes. Each guard is made again with that one change allowed.
  `
  DROP TRIGGER memberships_are_records;
  CREATE TRIGGER memberships_are_records BEFORE UPDATE ON memberships
  WHEN NEW.id IS NOT OLD.id OR NEW.payment_id IS NOT OLD.payment_id OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name
    OR (NEW.birth_date IS NOT OLD.birth_date AND NEW.birth_date <> '')
    OR (NEW.birth_place IS NOT OLD.birth_place AND NEW.birth_place <> '')
    OR (NEW.status IS NOT OLD.status AND NEW.status <> '')
    OR (NEW.grade IS NOT OLD.grade AND NEW.grade <> '')
    OR (NEW.arm IS NOT OLD.arm AND NEW.arm <> '')
    OR (NEW.activity_status IS NOT OLD.activity_status AND NEW.activity_status <> '')
    OR (NEW.heard_of IS NOT OLD.heard_of AND NEW.heard_of <> '')
    OR NEW.membership_type IS NOT OLD.membership_type OR NEW.fee_cents IS NOT OLD.fee_cents
    OR NEW.donation_cents IS NOT OLD.donation_cents OR NEW.amount_cents IS NOT OLD.amount_cents
    OR NEW.created_at IS NOT OLD.created_at
    OR (OLD.member_number IS NOT NULL AND NEW.member_number IS NOT OLD.member_number)
    OR (OLD.period_start IS NOT NULL AND (NEW.period_start IS NOT OLD.period_start
      OR NEW.period_end IS NOT OLD.period_end))
  BEGIN SELECT RAISE(ABORT, 'Une adhésion garde ses conditions, son numéro et sa période, seules les coordonnées changent'); END;

  DROP TRIGGER donations_are_records;
  CREATE TRIGGER donations_are_records BEFORE UPDATE ON donations
  WHEN NEW.id IS NOT OLD.id OR NEW.payment_id IS NOT OLD.payment_id OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name OR NEW.email IS NOT OLD.email
    OR (NEW.mobile_number IS NOT OLD.mobile_number AND NEW.mobile_number <> '')
    OR NEW.address IS NOT OLD.address OR NEW.city IS NOT OLD.city OR NEW.postcode IS NOT OLD.postcode
    OR (NEW.birth_date IS NOT OLD.birth_date AND NEW.birth_date <> '')
    OR (NEW.birth_place IS NOT OLD.birth_place AND NEW.birth_place <> '')
    OR NEW.status IS NOT OLD.status OR NEW.amount_cents IS NOT OLD.amount_cents
    OR NEW.created_at IS NOT OLD.created_at
  BEGIN SELECT RAISE(ABORT, 'Un don enregistré ne change jamais'); END;

  DROP TRIGGER orders_are_records;
  CREATE TRIGGER orders_are_records BEFORE UPDATE ON orders
  WHEN NEW.id IS NOT OLD.id OR NEW.payment_id IS NOT OLD.payment_id OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name OR NEW.email IS NOT OLD.email
    OR (NEW.mobile_number IS NOT OLD.mobile_number AND NEW.mobile_number <> '')
    OR NEW.address IS NOT OLD.address
    OR NEW.city IS NOT OLD.city OR NEW.postcode IS NOT OLD.postcode
    OR NEW.subtotal_cents IS NOT OLD.subtotal_cents OR NEW.shipping_cents IS NOT OLD.shipping_cents
    OR NEW.amount_cents IS NOT OLD.amount_cents OR NEW.created_at IS NOT OLD.created_at
    OR (OLD.shipped_at IS NOT NULL AND (NEW.shipped_at IS NOT OLD.shipped_at
      OR NEW.carrier IS NOT OLD.carrier OR NEW.tracking_number IS NOT OLD.tracking_number
      OR NEW.shipped_by IS NOT OLD.shipped_by))
  BEGIN SELECT RAISE(ABORT, 'Une commande ne change jamais, seule son expédition s’écrit une fois'); END;
  `,
  // 38: a shipment typed wrong is corrected by a new record that names the one it replaces (version 1
  // is the shipment written on the order, each correction the next version): the order's own shipment
  // never changes, and a correction, once written, neither.
  `
  CREATE TABLE shipment_corrections (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    version INTEGER NOT NULL CHECK (version > 1),
    carrier TEXT NOT NULL,
    tracking_number TEXT NOT NULL,
    reason TEXT NOT NULL,
    corrected_by TEXT NOT NULL,
    corrected_at TEXT NOT NULL,
    UNIQUE (order_id, version)
  );
  CREATE TRIGGER shipment_corrections_are_records BEFORE UPDATE ON shipment_corrections
  BEGIN SELECT RAISE(ABORT, 'Une correction d’expédition ne change jamais, la suivante la remplace'); END;
  ` + keptWithItsPayment('shipment_corrections', '(SELECT payment_id FROM orders WHERE id = OLD.order_id)'),
  // 39: a donor's name or postal address written wrong is corrected by a new record that names the
  // version it replaces (version 1 is the donation as paid), from which the corrected receipt is drawn:
  // the donation stays as paid, and a correction, once written, never changes.
  `
  CREATE TABLE donor_corrections (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    version INTEGER NOT NULL CHECK (version > 1),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    address TEXT NOT NULL,
    postcode TEXT NOT NULL,
    city TEXT NOT NULL,
    reason TEXT NOT NULL,
    corrected_by TEXT NOT NULL,
    corrected_at TEXT NOT NULL,
    UNIQUE (payment_id, version)
  );
  CREATE TRIGGER donor_corrections_are_records BEFORE UPDATE ON donor_corrections
  BEGIN SELECT RAISE(ABORT, 'Une correction du donateur ne change jamais, la suivante la remplace'); END;
  ` + keptWithItsPayment('donor_corrections', 'OLD.payment_id'),
  // 40: a member's name written wrong is corrected the same way (version 1 is the membership as paid):
  // the membership keeps the name it was paid under, and its attestation is issued again from the
  // correction. member_names is each membership's name as it stands, which every read of it takes.
  `
  CREATE TABLE member_name_corrections (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    version INTEGER NOT NULL CHECK (version > 1),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    reason TEXT NOT NULL,
    corrected_by TEXT NOT NULL,
    corrected_at TEXT NOT NULL,
    UNIQUE (payment_id, version)
  );
  CREATE TRIGGER member_name_corrections_are_records BEFORE UPDATE ON member_name_corrections
  BEGIN SELECT RAISE(ABORT, 'Une correction du nom d’un adhérent ne change jamais, la suivante la remplace'); END;
  CREATE VIEW member_names AS
  SELECT m.payment_id,
         coalesce(c.first_name, m.first_name) AS first_name, coalesce(c.last_name, m.last_name) AS last_name
    FROM memberships m
    LEFT JOIN member_name_corrections c ON c.payment_id = m.payment_id
     AND c.version = (SELECT max(version) FROM member_name_corrections WHERE payment_id = m.payment_id);
  ` + keptWithItsPayment('member_name_corrections', 'OLD.payment_id'),
  // 41: a member's postal address and telephone, corrected in the member area, are a new record beside
  // each of their paid memberships (version 1 is the membership as paid), no longer written over the
  // membership's own: it keeps what the member gave when paying. A correction never changes, but for
  // its telephone, emptied once by an erasure; member_contacts is each membership's as they stand.
  `
  CREATE TABLE member_contact_corrections (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    version INTEGER NOT NULL CHECK (version > 1),
    address TEXT NOT NULL,
    postcode TEXT NOT NULL,
    city TEXT NOT NULL,
    mobile_number TEXT NOT NULL,
    corrected_at TEXT NOT NULL,
    UNIQUE (payment_id, version)
  );
  CREATE TRIGGER member_contact_corrections_are_records BEFORE UPDATE ON member_contact_corrections
  WHEN NEW.id IS NOT OLD.id OR NEW.payment_id IS NOT OLD.payment_id OR NEW.version IS NOT OLD.version
    OR NEW.address IS NOT OLD.address OR NEW.postcode IS NOT OLD.postcode OR NEW.city IS NOT OLD.city
    OR (NEW.mobile_number IS NOT OLD.mobile_number AND NEW.mobile_number <> '')
    OR NEW.corrected_at IS NOT OLD.corrected_at
  BEGIN SELECT RAISE(ABORT, 'Une correction des coordonnées d’un adhérent ne change jamais, la suivante la remplace'); END;
  CREATE VIEW member_contacts AS
  SELECT m.payment_id,
         coalesce(c.address, m.address) AS address, coalesce(c.postcode, m.postcode) AS postcode,
         coalesce(c.city, m.city) AS city, coalesce(c.mobile_number, m.mobile_number) AS mobile_number
    FROM memberships m
    LEFT JOIN member_contact_corrections c ON c.payment_id = m.payment_id
     AND c.version = (SELECT max(version) FROM member_contact_corrections WHERE payment_id = m.payment_id);

  DROP TRIGGER memberships_are_records;
  CREATE TRIGGER memberships_are_records BEFORE UPDATE ON memberships
  WHEN NEW.id IS NOT OLD.id OR NEW.payment_id IS NOT OLD.payment_id OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name
    OR NEW.address IS NOT OLD.address OR NEW.postcode IS NOT OLD.postcode OR NEW.city IS NOT OLD.city
    OR (NEW.mobile_number IS NOT OLD.mobile_number AND NEW.mobile_number <> '')
    OR (NEW.birth_date IS NOT OLD.birth_date AND NEW.birth_date <> '')
    OR (NEW.birth_place IS NOT OLD.birth_place AND NEW.birth_place <> '')
    OR (NEW.status IS NOT OLD.status AND NEW.status <> '')
    OR (NEW.grade IS NOT OLD.grade AND NEW.grade <> '')
    OR (NEW.arm IS NOT OLD.arm AND NEW.arm <> '')
    OR (NEW.activity_status IS NOT OLD.activity_status AND NEW.activity_status <> '')
    OR (NEW.heard_of IS NOT OLD.heard_of AND NEW.heard_of <> '')
    OR NEW.membership_type IS NOT OLD.membership_type OR NEW.fee_cents IS NOT OLD.fee_cents
    OR NEW.donation_cents IS NOT OLD.donation_cents OR NEW.amount_cents IS NOT OLD.amount_cents
    OR NEW.created_at IS NOT OLD.created_at
    OR (OLD.member_number IS NOT NULL AND NEW.member_number IS NOT OLD.member_number)
    OR (OLD.period_start IS NOT NULL AND (NEW.period_start IS NOT OLD.period_start
      OR NEW.period_end IS NOT OLD.period_end))
  BEGIN SELECT RAISE(ABORT, 'Une adhésion garde ses conditions, son numéro, sa période et les coordonnées données en payant'); END;
  ` + keptWithItsPayment('member_contact_corrections', 'OLD.payment_id'),
  // 42: an order's delivery written wrong (a name, a street, a town) is corrected before it is shipped
  // by a new record naming the version it replaces (version 1 is the order as paid), from which the
  // parcel's slip is drawn: the order keeps what the buyer typed, and a correction never changes.
  // order_deliveries is each order's delivery as it stands.
  `
  CREATE TABLE delivery_corrections (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    version INTEGER NOT NULL CHECK (version > 1),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    address TEXT NOT NULL,
    postcode TEXT NOT NULL,
    city TEXT NOT NULL,
    reason TEXT NOT NULL,
    corrected_by TEXT NOT NULL,
    corrected_at TEXT NOT NULL,
    UNIQUE (order_id, version)
  );
  CREATE TRIGGER delivery_corrections_are_records BEFORE UPDATE ON delivery_corrections
  BEGIN SELECT RAISE(ABORT, 'Une correction de la livraison ne change jamais, la suivante la remplace'); END;
  CREATE VIEW order_deliveries AS
  SELECT o.id AS order_id,
         coalesce(c.first_name, o.first_name) AS first_name, coalesce(c.last_name, o.last_name) AS last_name,
         coalesce(c.address, o.address) AS address, coalesce(c.postcode, o.postcode) AS postcode,
         coalesce(c.city, o.city) AS city
    FROM orders o
    LEFT JOIN delivery_corrections c ON c.order_id = o.id
     AND c.version = (SELECT max(version) FROM delivery_corrections WHERE order_id = o.id);
  ` + keptWithItsPayment('delivery_corrections', '(SELECT payment_id FROM orders WHERE id = OLD.order_id)'),
  // 43: the museum's answer to a tour request is written once: a confirmed visit cancelled after all
  // keeps who confirmed it and when, its day, time and guide; its cancellation (who, when, why) is
  // written beside them, once. A request still waiting may be answered.
  `
  ALTER TABLE tour_requests ADD COLUMN cancelled_at TEXT;
  ALTER TABLE tour_requests ADD COLUMN cancelled_by TEXT;
  CREATE TRIGGER tour_decisions_are_records BEFORE UPDATE ON tour_requests
  WHEN OLD.decision IS NOT NULL AND (
    NEW.decided_at IS NOT OLD.decided_at OR NEW.decided_by IS NOT OLD.decided_by
    OR NEW.confirmed_date IS NOT OLD.confirmed_date OR NEW.confirmed_time IS NOT OLD.confirmed_time
    OR NEW.guide IS NOT OLD.guide
    OR (OLD.decision = 'declined' AND (NEW.decision IS NOT OLD.decision
      OR NEW.decline_reason IS NOT OLD.decline_reason OR NEW.cancelled_at IS NOT OLD.cancelled_at
      OR NEW.cancelled_by IS NOT OLD.cancelled_by)))
  BEGIN SELECT RAISE(ABORT, 'La réponse du musée à une demande de visite ne se réécrit pas : une annulation s’y ajoute'); END;
  `,
  // 44: a membership numbered wrong (a renewal paid from another address, given a number of its own)
  // is given the number its member already holds by a record of its own (version 1 is the number
  // given), never by writing over the number given. member_numbers is each membership's as it stands.
  `
  CREATE TABLE member_number_corrections (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    version INTEGER NOT NULL CHECK (version > 1),
    member_number INTEGER NOT NULL REFERENCES members(number),
    reason TEXT NOT NULL,
    corrected_by TEXT NOT NULL,
    corrected_at TEXT NOT NULL,
    UNIQUE (payment_id, version)
  );
  CREATE TRIGGER member_number_corrections_are_records BEFORE UPDATE ON member_number_corrections
  BEGIN SELECT RAISE(ABORT, 'Une correction du numéro d’un adhérent ne change jamais, la suivante la remplace'); END;
  CREATE VIEW member_numbers AS
  SELECT m.payment_id, coalesce(c.member_number, m.member_number) AS member_number
    FROM memberships m
    LEFT JOIN member_number_corrections c ON c.payment_id = m.payment_id
     AND c.version = (SELECT max(version) FROM member_number_corrections WHERE payment_id = m.payment_id);
  ` + keptWithItsPayment('member_number_corrections', 'OLD.payment_id'),
  // 45: two people sharing one address (a couple) are two members, each numbered: an address may hold
  // several numbers. The table is made again without its one number per address, every number kept
  // with when and by whom it was given; the sequence goes on from the last number ever drawn (a number
  // purged since is not drawn again), and the guard is set again as it was.
  `
  CREATE TABLE members_of_addresses (
    number INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    assigned_at TEXT NOT NULL,
    assigned_by TEXT NOT NULL
  );
  INSERT INTO members_of_addresses (number, email, assigned_at, assigned_by)
    SELECT number, email, assigned_at, assigned_by FROM members;
  DELETE FROM sqlite_sequence WHERE name = 'members_of_addresses';
  INSERT INTO sqlite_sequence (name, seq)
    SELECT 'members_of_addresses', seq FROM sqlite_sequence WHERE name = 'members';
  DROP TABLE members;
  ALTER TABLE members_of_addresses RENAME TO members;
  CREATE INDEX members_email ON members (email);
  CREATE TRIGGER members_are_records BEFORE UPDATE ON members
  WHEN NEW.number IS NOT OLD.number OR NEW.assigned_at IS NOT OLD.assigned_at
    OR NEW.assigned_by IS NOT OLD.assigned_by
  BEGIN SELECT RAISE(ABORT, 'Un numéro d’adhérent ne change jamais'); END;
  `,
  // 46: a stop of the renewal reminders is one member's (the key of their name, as person_name_key
  // writes it): at an address a couple shares, one stopping leaves the other reminded. A stop with no
  // member ('') is the whole address's: those asked before, when an address was one member, and the
  // erasures.
  `
  CREATE TABLE member_reminder_opt_outs (
    email TEXT NOT NULL,
    member TEXT NOT NULL DEFAULT '',
    opted_out_at TEXT NOT NULL,
    PRIMARY KEY (email, member)
  );
  INSERT INTO member_reminder_opt_outs (email, member, opted_out_at)
    SELECT email, '', opted_out_at FROM reminder_opt_outs;
  DROP TABLE reminder_opt_outs;
  ALTER TABLE member_reminder_opt_outs RENAME TO reminder_opt_outs;
  `,
  // 47: where a gift or an order made from an address is mailed now is asked of that address's
  // departures, row by row of the shop's and the treasurer's lists and of a donor's sign-in.
  `
  CREATE INDEX earlier_member_addresses_by_address ON earlier_member_addresses (email, until);
  `,
  // 48: a withdrawal names its order by the reference the buyer read (paymentReference): the order is
  // found by it, and each row of the shop's list asks whether a withdrawal names it. Both expressions
  // are the ones the queries write (payment-store.ts); a test reads the plans.
  `
  CREATE INDEX payments_by_order_reference ON payments ('CMD-' || upper(substr(id, -10)));
  CREATE INDEX withdrawals_by_order_reference ON withdrawals (upper(trim(order_reference)));
  `,
  // 49: a withdrawal finds its order however its buyer typed the reference (capitals, blanks, dashes,
  // the prefix left out): both sides are read through the site's order_reference_key(), which no
  // index may hold (any other SQLite program, a backup's integrity check or the sqlite3 shell, would
  // then fail on the file). 48's indexes no longer serve: the few paid orders and withdrawals are read.
  `
  DROP INDEX payments_by_order_reference;
  DROP INDEX withdrawals_by_order_reference;
  `,
  // 50: a withdrawal to check, once the association has asked the buyer, is decided for its order by
  // a volunteer: attached (the buyer's, the order withdrawn) or set aside (not the buyer's); a
  // withdrawal received by post is recorded for its order by a volunteer (by-post). A decision is a
  // record: written once, kept as long as its order.
  `
  CREATE TABLE withdrawal_decisions (
    id INTEGER PRIMARY KEY,
    withdrawal_id INTEGER NOT NULL REFERENCES withdrawals(id),
    order_id INTEGER NOT NULL REFERENCES orders(id),
    decision TEXT NOT NULL CHECK (decision IN ('attached', 'set-aside', 'by-post')),
    decided_by TEXT NOT NULL,
    decided_at TEXT NOT NULL,
    UNIQUE (withdrawal_id, order_id)
  );
  CREATE INDEX withdrawal_decisions_by_order ON withdrawal_decisions (order_id);
  CREATE TRIGGER withdrawal_decisions_are_records BEFORE UPDATE ON withdrawal_decisions
  BEGIN SELECT RAISE(ABORT, 'Une rétractation vérifiée le reste : sa décision ne change jamais'); END;
  ` + keptWithItsPayment('withdrawal_decisions', '(SELECT payment_id FROM orders WHERE id = OLD.order_id)'),
  // 51: a withdrawal keeps the key of the reference it gives and of its address, written with it (the
  // site's order_reference_key() and lower()), so that an order's list finds the withdrawals that
  // name it by plain indexes instead of calling them once per order and withdrawal. The guard of the
  // records covers the keys too.
  `
  DROP TRIGGER withdrawals_are_records;
  ALTER TABLE withdrawals ADD COLUMN reference_key TEXT;
  ALTER TABLE withdrawals ADD COLUMN email_key TEXT;
  UPDATE withdrawals SET reference_key = order_reference_key(order_reference), email_key = lower(email);
  CREATE INDEX withdrawals_by_reference_key ON withdrawals (reference_key);
  CREATE INDEX withdrawals_by_email_key ON withdrawals (email_key);
  CREATE TRIGGER withdrawals_are_records BEFORE UPDATE ON withdrawals
  WHEN OLD.reference NOT LIKE 'pending-%' OR NEW.id IS NOT OLD.id
    OR NEW.order_reference IS NOT OLD.order_reference OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name OR NEW.email IS NOT OLD.email OR NEW.items IS NOT OLD.items
    OR NEW.received_at IS NOT OLD.received_at OR NEW.reference_key IS NOT OLD.reference_key
    OR NEW.email_key IS NOT OLD.email_key
  BEGIN SELECT RAISE(ABORT, 'Une rétractation numérotée ne change jamais'); END;
  `,
  // 52: a withdrawal received by post keeps the day its letter was posted (the postmark), which says
  // whether it came within the period; those recorded before have none. Written with its decision,
  // which never changes; the refusal to rewrite one now says so of a letter's record as well.
  `
  ALTER TABLE withdrawal_decisions ADD COLUMN posted_on TEXT;
  DROP TRIGGER withdrawal_decisions_are_records;
  CREATE TRIGGER withdrawal_decisions_are_records BEFORE UPDATE ON withdrawal_decisions
  BEGIN SELECT RAISE(ABORT, 'Une décision sur une rétractation est écrite une fois : elle ne change jamais'); END;
  CREATE TRIGGER withdrawal_decisions_postmark BEFORE INSERT ON withdrawal_decisions
  WHEN (NEW.decision = 'by-post') IS NOT (NEW.posted_on IS NOT NULL)
    OR NOT coalesce(NEW.posted_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]', 1)
  BEGIN SELECT RAISE(ABORT, 'Une rétractation reçue par courrier, et elle seule, garde le jour de son cachet'); END;
  `,
  // 53: the job applications kept from one connection are counted per day too.
  countsTableWithKinds('limit_counts', [
    'sign-in',
    'email-change',
    'acknowledgement',
    'booking',
    'booking-connection',
    'newsletter',
    'application-connection',
  ]),
  // 54: and the messages (contact forms, guided-tour requests) and newsletter sign-ups sent from one
  // connection.
  countsTableWithKinds('limit_counts', [
    'sign-in',
    'email-change',
    'acknowledgement',
    'booking',
    'booking-connection',
    'newsletter',
    'application-connection',
    'message-connection',
    'newsletter-connection',
  ]),
  // 55: which connection started a payment (a keyed digest), for a day: its payments never paid are counted.
  `
  CREATE TABLE payment_starts (
    payment_id TEXT PRIMARY KEY,
    connection_digest TEXT NOT NULL,
    started_at TEXT NOT NULL
  );
  CREATE INDEX payment_starts_connection ON payment_starts (connection_digest, started_at);
  `,
  // 56: part of a paid order given back (articles returned, one withdrawn from a parcel): a record of
  // its own naming the order, with the articles and quantities it refunds and whether the shipping
  // goes back too. Never rewritten, kept with its order. The database itself refuses a line of
  // another order, more of an article than was ordered, or the shipping twice. The sandbox provider
  // counts what it gave back of a payment.
  `
  CREATE TABLE order_refunds (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
    reason TEXT NOT NULL,
    refunded_by TEXT NOT NULL,
    refunded_at TEXT NOT NULL
  );
  CREATE INDEX order_refunds_by_order ON order_refunds (order_id);
  CREATE TABLE order_refund_lines (
    refund_id INTEGER NOT NULL REFERENCES order_refunds(id),
    order_line_id INTEGER NOT NULL REFERENCES order_lines(id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (refund_id, order_line_id)
  );
  CREATE INDEX order_refund_lines_by_line ON order_refund_lines (order_line_id);
  CREATE TRIGGER order_refunds_are_records BEFORE UPDATE ON order_refunds
  BEGIN SELECT RAISE(ABORT, 'Un remboursement partiel ne change jamais, le suivant s’y ajoute'); END;
  CREATE TRIGGER order_refund_lines_are_records BEFORE UPDATE ON order_refund_lines
  BEGIN SELECT RAISE(ABORT, 'Un remboursement partiel ne change jamais, le suivant s’y ajoute'); END;
  CREATE TRIGGER order_refunds_shipping_once BEFORE INSERT ON order_refunds
  WHEN NEW.shipping_cents > 0 AND (EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = NEW.order_id
                                            AND r.shipping_cents > 0)
       OR NEW.shipping_cents <> (SELECT shipping_cents FROM orders WHERE id = NEW.order_id))
  BEGIN SELECT RAISE(ABORT, 'Les frais d’envoi d’une commande ne se remboursent qu’une fois, en entier'); END;
  CREATE TRIGGER order_refund_lines_within_order BEFORE INSERT ON order_refund_lines
  WHEN (SELECT order_id FROM order_lines WHERE id = NEW.order_line_id)
         IS NOT (SELECT order_id FROM order_refunds WHERE id = NEW.refund_id)
    OR NEW.quantity + (SELECT coalesce(sum(quantity), 0) FROM order_refund_lines
                        WHERE order_line_id = NEW.order_line_id)
       > (SELECT quantity FROM order_lines WHERE id = NEW.order_line_id)
  BEGIN SELECT RAISE(ABORT, 'Un remboursement ne rend que des articles de la commande, pas plus qu’elle n’en compte'); END;
  ` +
    keptWithItsPayment('order_refunds', '(SELECT payment_id FROM orders WHERE id = OLD.order_id)') +
    keptWithItsPayment(
      'order_refund_lines',
      `(SELECT o.payment_id FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = OLD.refund_id)`,
    ) +
    `
  ALTER TABLE sandbox_payments ADD COLUMN refunded_cents INTEGER NOT NULL DEFAULT 0;
  UPDATE sandbox_payments SET refunded_cents = amount_cents WHERE refunded_at IS NOT NULL;
  `,
  // 57: a withdrawal keeps the key of the mailbox its address reaches (the site's mailbox_key(): a
  // sub-address, Gmail's dots, the domain's capitals folded), written with it, so that a buyer who
  // types their address another way than at checkout is still found as the order's buyer, by an
  // index. It takes the place of the address's key in lower case, which it folds too. The guard of
  // the records covers it; the address as typed is kept as it was.
  `
  DROP TRIGGER withdrawals_are_records;
  DROP INDEX withdrawals_by_email_key;
  ALTER TABLE withdrawals DROP COLUMN email_key;
  ALTER TABLE withdrawals ADD COLUMN mailbox_key TEXT;
  UPDATE withdrawals SET mailbox_key = mailbox_key(email);
  CREATE INDEX withdrawals_by_mailbox_key ON withdrawals (mailbox_key);
  CREATE TRIGGER withdrawals_are_records BEFORE UPDATE ON withdrawals
  WHEN OLD.reference NOT LIKE 'pending-%' OR NEW.id IS NOT OLD.id
    OR NEW.order_reference IS NOT OLD.order_reference OR NEW.first_name IS NOT OLD.first_name
    OR NEW.last_name IS NOT OLD.last_name OR NEW.email IS NOT OLD.email OR NEW.items IS NOT OLD.items
    OR NEW.received_at IS NOT OLD.received_at OR NEW.reference_key IS NOT OLD.reference_key
    OR NEW.mailbox_key IS NOT OLD.mailbox_key
  BEGIN SELECT RAISE(ABORT, 'Une rétractation numérotée ne change jamais'); END;
  `,
  // 58: a member's address typed wrong when paying, corrected at the association's request: the link
  // to confirm the right one names the volunteer who sent it, the membership it was asked from and
  // why; once its owner confirms it, the correction is a record of its own beside that membership (the
  // address left is kept as the account's earlier one, member-address-store.ts).
  `
  ALTER TABLE email_changes ADD COLUMN asked_by TEXT;
  ALTER TABLE email_changes ADD COLUMN payment_id TEXT;
  ALTER TABLE email_changes ADD COLUMN reason TEXT;
  CREATE TABLE member_email_corrections (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    reason TEXT NOT NULL,
    asked_by TEXT NOT NULL,
    asked_at TEXT NOT NULL,
    confirmed_at TEXT NOT NULL
  );
  CREATE INDEX member_email_corrections_by_payment ON member_email_corrections (payment_id);
  CREATE TRIGGER member_email_corrections_are_records BEFORE UPDATE ON member_email_corrections
  BEGIN SELECT RAISE(ABORT, 'Une correction de l’adresse d’un adhérent ne change jamais'); END;
  ` + keptWithItsPayment('member_email_corrections', 'OLD.payment_id'),
  // 59: a donor's or a buyer's address typed wrong when paying, corrected the same way: once the owner
  // of the right address confirms it, a record beside the payment holds it, and the donation or the
  // order is filed under it from then on (its mails, the donor's space, a withdrawal, a copy or an
  // erasure of the person); the payment keeps the address it was paid with, and a correction, once
  // written, never changes.
  `
  CREATE TABLE payment_email_corrections (
    id INTEGER PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    email TEXT NOT NULL,
    reason TEXT NOT NULL,
    asked_by TEXT NOT NULL,
    asked_at TEXT NOT NULL,
    confirmed_at TEXT NOT NULL
  );
  CREATE INDEX payment_email_corrections_by_payment ON payment_email_corrections (payment_id);
  CREATE INDEX payment_email_corrections_by_email ON payment_email_corrections (email);
  CREATE TRIGGER payment_email_corrections_are_records BEFORE UPDATE ON payment_email_corrections
  BEGIN SELECT RAISE(ABORT, 'Une correction de l’adresse d’un payeur ne change jamais'); END;
  ` + keptWithItsPayment('payment_email_corrections', 'OLD.payment_id'),
  // 60: a mail about a payment names it: a copy or an erasure of the payer finds it wherever it was sent
  // (an address typed wrong, corrected since). Those that joined a document already named it.
  `
  ALTER TABLE mail_queue ADD COLUMN payment_id TEXT;
  UPDATE mail_queue SET payment_id = (
    SELECT json_extract(a.value, '$.document.paymentId') FROM json_each(mail_queue.attachments) a
     WHERE json_extract(a.value, '$.document.paymentId') IS NOT NULL LIMIT 1);
  CREATE INDEX mail_queue_by_payment ON mail_queue (payment_id);
  `,
];
