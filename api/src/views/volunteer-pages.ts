// The volunteers' space's sign-in pages, rendered by the server (no script): ask for a link, use it,
// see who is signed in and sign out.
import { volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { html, linkButton, page } from './html';

const TITLE = 'Espace des bénévoles';

export interface SignedInView {
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  readonly csrfToken: string;
}

/** The address field; `notice` after a request (the same whether the address is known or not). */
export function signInRequestPage(notice?: { readonly text: string; readonly error?: boolean }): string {
  return page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>
        Réservé aux bénévoles de l’association. Saisissez votre adresse e-mail : si elle figure sur la liste
        des bénévoles, vous recevrez un lien de connexion, valable 15 minutes et utilisable une seule fois.
      </p>
      ${
        notice
          ? html`<p
              class="notice ${notice.error ? 'error' : 'success'}"
              role="${notice.error ? 'alert' : 'status'}"
            >
              ${notice.text}
            </p>`
          : ''
      }
      <form method="post" action="${volunteerCalls.requestLink.path}">
        <label>Adresse e-mail<input type="email" name="email" autocomplete="email" required /></label>
        <div class="actions"><button type="submit">Recevoir un lien de connexion</button></div>
      </form>`,
  );
}

/** Opening the link shows a button: a mail scanner that follows links does not use it up. */
export function signInLinkPage(token: string): string {
  if (!token)
    return signInRequestPage({ text: 'Ce lien est incomplet : demandez-en un nouveau.', error: true });
  return page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p>Confirmez votre connexion à l’espace des bénévoles.</p>
      ${linkButton(volunteerCalls.openSession.path, { jeton: token }, 'Me connecter')}`,
  );
}

export const expiredLinkPage = () =>
  signInRequestPage({
    text: 'Ce lien de connexion n’est plus valable (déjà utilisé, ou plus de 15 minutes écoulées). Demandez-en un nouveau.',
    error: true,
  });

export function signedInPage(view: SignedInView): string {
  return page(
    TITLE,
    html`<h1>${TITLE}</h1>
      <p class="notice success" role="status">Vous êtes connecté(e) : ${view.name} (${view.email}).</p>
      <dl>
        <dt>Vos rôles</dt>
        <dd>${view.roles.length > 0 ? view.roles.join(', ') : 'aucun : vous ne voyez aucune donnée'}</dd>
      </dl>
      <p>Les écrans de traitement ne sont pas disponibles : le site n’est pas construit sur ce serveur.</p>
      ${linkButton(volunteerCalls.signOut.path, { _csrf: view.csrfToken }, 'Me déconnecter', true)}`,
  );
}
