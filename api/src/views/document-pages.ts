import { html, page } from './html';

/** The pages a download link answers with when it gives no document. */
export const documentPageTexts = {
  notFoundTitle: 'Document introuvable',
  notFound:
    'Ce lien de téléchargement n’est pas valable. Utilisez le lien de la page de confirmation ou le document joint au courriel de confirmation.',
  expiredTitle: 'Lien expiré',
  expired:
    'Ce lien de téléchargement a expiré. Votre document vous a aussi été envoyé en pièce jointe du courriel de confirmation ; l’association peut vous en adresser une copie sur demande.',
  back: 'Retourner sur le site',
} as const;

export function documentUnavailablePage(reason: 'invalid' | 'expired'): string {
  const title = reason === 'expired' ? documentPageTexts.expiredTitle : documentPageTexts.notFoundTitle;
  const text = reason === 'expired' ? documentPageTexts.expired : documentPageTexts.notFound;
  return page(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>
      <div class="actions"><a class="button" href="/">${documentPageTexts.back}</a></div>`,
    'error',
  );
}
