// The newsletter's pages, rendered by the server (no script): the sign-up's answer, the confirmation
// link's button and the unsubscribe link's button (a mail scanner that opens links changes nothing).
import { NEWSLETTER_CONSENT, NEWSLETTER_PATHS } from '@mtdm/shared/contracts';
import { html, linkButton, page } from './html';

const TITLE = 'Lettre d’information';
const BACK = html`<div class="actions"><a class="button" href="/">Retour au site du musée</a></div>`;

export const subscribedPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice success" role="status">
        Merci ! Un courriel vient de vous être envoyé : ouvrez le lien qu’il contient pour confirmer votre
        inscription. Sans confirmation, vous ne recevrez rien.
      </p>
      ${BACK}`,
  );

/**
 * The sign-up refused: the form again, with what was typed and what is wrong, beside the field when the
 * address is at fault (`aboutAddress`), else above the form.
 */
export const signUpErrorPage = (message: string, email: string, aboutAddress = true) =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice error" role="alert">
        Votre inscription n’a pas été enregistrée.${aboutAddress ? '' : html` ${message}`}
      </p>
      <form method="post" action="${NEWSLETTER_PATHS.subscribe}">
        <label
          >Votre adresse électronique<input
            type="email"
            name="email"
            value="${email}"
            autocomplete="email"
            required
            ${{ html: aboutAddress ? 'aria-invalid="true" aria-describedby="erreur-email"' : '' }}
          />${aboutAddress ? html`<span class="field-error" id="erreur-email">${message}</span>` : ''}</label
        >
        <input type="hidden" name="consent" value="${NEWSLETTER_CONSENT.version}" />
        <p>${NEWSLETTER_CONSENT.text}</p>
        <div class="actions"><button type="submit">S’inscrire</button></div>
      </form>`,
    'error',
  );

export const confirmPage = (token: string) =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>Confirmez votre inscription à la lettre d’information du musée et de l’association.</p>
      ${linkButton(NEWSLETTER_PATHS.confirm, { jeton: token }, 'Confirmer mon inscription')}`,
  );

export const confirmedPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice success" role="status">
        Votre inscription est confirmée. Chaque lettre contiendra un lien pour vous désabonner en un clic.
      </p>
      ${BACK}`,
  );

export const invalidConfirmPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice error" role="alert">
        Ce lien de confirmation n’est plus valable (déjà utilisé, ou envoyé il y a plus de sept jours).
        Inscrivez-vous de nouveau depuis le bas de n’importe quelle page du site.
      </p>
      ${BACK}`,
    'error',
  );

export const unsubscribePage = (email: string, signature: string) =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>L’adresse ${email} ne recevra plus la lettre d’information.</p>
      ${linkButton(NEWSLETTER_PATHS.unsubscribe, { adresse: email, signature }, 'Me désabonner')}`,
  );

export const unsubscribedPage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice success" role="status">
        C’est noté : vous ne recevrez plus la lettre d’information. Vous pouvez vous réinscrire à tout moment.
      </p>
      ${BACK}`,
  );

export const invalidUnsubscribePage = () =>
  page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice error" role="alert">
        Ce lien est incomplet ou altéré. Utilisez celui de la dernière lettre reçue, ou écrivez à
        l’association.
      </p>`,
    'error',
  );
