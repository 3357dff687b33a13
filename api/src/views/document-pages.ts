import { html, page } from './html';

/** The pages a download link answers with when it gives no document. */
export const documentPageTexts = {
  notFoundTitle: 'Document introuvable',
  notFound:
    'Ce lien de téléchargement n’est pas valable. Utilisez le lien de la page de confirmation ou le document joint au courriel de confirmation.',
  expiredTitle: 'Lien expiré',
  expired:
    'Ce lien de téléchargement a expiré. Votre document vous a aussi été envoyé en pièce jointe du courriel de confirmation ; l’association peut vous en adresser une copie sur demande.',
  cancelledTitle: 'Document annulé',
  cancelled:
    'Ce document a été annulé : le paiement auquel il se rapporte a été remboursé ou contesté. Il ne peut plus servir de justificatif. Pour toute question, écrivez à l’association.',
  back: 'Retourner sur le site',
} as const;

/** Why a link gives no document: a wrong link, an expired one, or a document cancelled since. */
export type DocumentUnavailableReason = 'invalid' | 'expired' | 'cancelled';

const UNAVAILABLE = {
  invalid: { title: documentPageTexts.notFoundTitle, text: documentPageTexts.notFound },
  expired: { title: documentPageTexts.expiredTitle, text: documentPageTexts.expired },
  cancelled: { title: documentPageTexts.cancelledTitle, text: documentPageTexts.cancelled },
} as const;

export function documentUnavailablePage(reason: DocumentUnavailableReason): string {
  const { title, text } = UNAVAILABLE[reason];
  return page(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>
      <div class="actions"><a class="button" href="/">${documentPageTexts.back}</a></div>`,
    'error',
  );
}
