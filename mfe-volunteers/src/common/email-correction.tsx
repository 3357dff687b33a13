import { EMAIL_MAX_LENGTH } from '@mtdm/shared/validation';
import { dayOf } from './formats';
import { CorrectionsFact, LinesCorrectionForm, type CorrectionTexts } from './record-corrections';

/** A correction of an address typed wrong when paying, once its owner confirmed it. */
interface ConfirmedEmailCorrection {
  readonly reason: string;
  readonly askedBy: string;
  readonly confirmedAt: string;
}

/** The link sent to the right address, while it waits for its owner. */
interface PendingEmailCorrection {
  readonly to: string;
  readonly askedBy: string;
  readonly askedAt: string;
}

const emailCorrectionTexts = {
  corrections: 'Adresse e-mail corrigée',
  pending: 'Correction d’adresse en attente',
  corrected: (day: string, by: string, reason: string) =>
    `confirmée le ${day}, demandée par ${by}\u00a0: ${reason}`,
  waiting: (to: string, day: string, by: string) =>
    `lien envoyé à ${to} le ${day} par ${by}, en attente de son ouverture`,
  email: 'Bonne adresse e-mail',
  reason: 'Motif de cette correction d’adresse',
  reasonHint: 'Par exemple : adresse mal saisie au paiement, signalée par téléphone.',
  submit: 'Envoyer le lien de confirmation',
} as const;

const t = emailCorrectionTexts;

/**
 * What became of a record's address typed wrong (inside its `Facts`): each correction confirmed, then
 * the link that waits, if one does.
 */
export function EmailCorrectionFacts({
  corrections,
  pending,
}: {
  readonly corrections: readonly ConfirmedEmailCorrection[];
  readonly pending: PendingEmailCorrection | null;
}) {
  return (
    <>
      <CorrectionsFact
        term={t.corrections}
        corrections={corrections}
        line={(correction) =>
          t.corrected(dayOf(correction.confirmedAt), correction.askedBy, correction.reason)
        }
      />
      {pending ? (
        <>
          <dt>{t.pending}</dt>
          <dd>{t.waiting(pending.to, dayOf(pending.askedAt), pending.askedBy)}</dd>
        </>
      ) : null}
    </>
  );
}

const LINES = [{ name: 'email', label: t.email, maxLength: EMAIL_MAX_LENGTH, type: 'email' }] as const;

/**
 * An e-mail address typed wrong when paying: the right one, prefilled with the wrong one to mend, and
 * why; the server mails it a link, and the record moves once its owner opens it. `texts` say what
 * moves (a membership's account, a donation).
 */
export function EmailCorrectionForm({
  texts,
  email,
  send,
  busy,
}: {
  readonly texts: Pick<CorrectionTexts, 'title' | 'hint'>;
  readonly email: string;
  readonly send: (body: { email: string; reason: string }) => Promise<unknown>;
  readonly busy: boolean;
}) {
  return (
    <LinesCorrectionForm
      texts={{ ...t, ...texts }}
      lines={LINES}
      initial={{ email }}
      busy={busy}
      send={send}
    />
  );
}
