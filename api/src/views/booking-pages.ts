// The pages of a seat booking rendered by the server (no script): the answer to the conference page's
// form posted without JavaScript, and the cancel link's page with its button.
import { CONFERENCE_BOOKING_PATHS } from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import { html, page } from './html';

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

export const cancelBookingPage = (token: string, summary: string) =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>${summary}</p>
      <form method="post" action="${CONFERENCE_BOOKING_PATHS.cancel}">
        <input type="hidden" name="jeton" value="${token}" />
        <div class="actions"><button type="submit">Annuler ma réservation</button></div>
      </form>`,
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
