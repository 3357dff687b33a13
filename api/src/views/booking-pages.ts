// The pages of a seat booking rendered by the server (no script): the answer to the conference page's
// form posted without JavaScript, and the confirmation and cancel links' pages with their buttons.
import { BOOKING_CONFIRM_HOURS, CONFERENCE_BOOKING_PATHS } from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import { html, linkButton, page } from './html';

const TITLE = 'Réservation d’une conférence';
const BACK = html`<div class="actions">
  <a class="button" href="${paths.conferences}">Retour aux conférences</a>
</div>`;

/** What the server said of a booking posted without script: done, waiting, or refused. */
export const bookingAnswerPage = (message: string, refused: boolean) =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice ${refused ? 'error' : 'success'}" role="${refused ? 'alert' : 'status'}">${message}</p>
      ${BACK}`,
    refused ? 'error' : undefined,
  );

/** The page of the link a request mails to its address: its button confirms the request. */
export const confirmBookingPage = (token: string, summary: string) =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>${summary}</p>
      ${linkButton(CONFERENCE_BOOKING_PATHS.confirm, { jeton: token }, 'Confirmer ma réservation')}`,
  );

export const invalidConfirmLinkPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice error" role="alert">
        Ce lien de confirmation n’est plus valable : il a déjà servi, ou il date de plus de
        ${BOOKING_CONFIRM_HOURS} heures. Si vous avez déjà confirmé, le courriel de confirmation vous le dit ;
        sinon, refaites votre demande depuis la page des conférences.
      </p>
      ${BACK}`,
    'error',
  );

export const cancelBookingPage = (token: string, summary: string) =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>${summary}</p>
      ${linkButton(CONFERENCE_BOOKING_PATHS.cancel, { jeton: token }, 'Annuler ma réservation')}`,
  );

export const bookingCancelledPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice success" role="status">
        Votre réservation est annulée : vos places sont libérées. Merci de l’avoir dit.
      </p>
      ${BACK}`,
  );

export const invalidCancelLinkPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice error" role="alert">
        Ce lien d’annulation n’est pas valable, ou la réservation est déjà annulée.
      </p>
      ${BACK}`,
    'error',
  );
