import { ButtonAnchor } from '@mtdm/shared/ui';
import { addressOf, calls } from '../../common/space-client';

/** The screen of whoever sends the newsletter: the confirmed subscribers, for their mailing tool. */
export function NewsletterExport() {
  return (
    <>
      <h2>Lettre d’information</h2>
      <p>
        Les abonnés qui ont confirmé leur inscription, avec la date et la version du consentement donné, et
        pour chacun le lien de désabonnement que chaque lettre doit contenir. Une adresse désabonnée ou jamais
        confirmée n’y figure pas.
      </p>
      <ButtonAnchor $variant="secondary" href={addressOf(calls.newsletterCsv, {})} download>
        Télécharger la liste des abonnés (CSV)
      </ButtonAnchor>
    </>
  );
}
