// The pages of a member's reminders, rendered by the server (no script).
import { html, page } from './html';

const TITLE = 'Rappels de renouvellement';

/** The link of a reminder: one button stops them (a mail scanner that opens links stops nothing). */
export function stopRemindersPage(email: string, signature: string): string {
  return page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>Vous ne recevrez plus de rappel avant l’échéance de votre adhésion à l’adresse ${email}.</p>
      <form method="post" action="/api/adherents/rappels/arret">
        <input type="hidden" name="adresse" value="${email}" />
        <input type="hidden" name="signature" value="${signature}" />
        <div class="actions"><button type="submit">Ne plus recevoir de rappels</button></div>
      </form>`,
  );
}

export const remindersStoppedPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice success" role="status">
        C’est noté : vous ne recevrez plus de rappels de renouvellement. Votre adhésion, elle, reste valable
        jusqu’à son échéance.
      </p>
      <div class="actions"><a class="button" href="/">Retour au site du musée</a></div>`,
  );

export const invalidStopLinkPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice error" role="alert">
        Ce lien est incomplet ou altéré. Utilisez celui du dernier rappel reçu, ou écrivez à l’association.
      </p>`,
    'error',
  );
