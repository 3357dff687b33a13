import type { PaymentDocumentKind } from '@mtdm/shared/contracts';

/** Texts of one payment's result pages. */
export interface PaymentResultContent {
  readonly successTitle: string;
  readonly loading: string;
  readonly success: readonly string[];
  /**
   * Said instead of `success` while the documents wait for the association's details (its seat, object
   * and signatory): they are not promised as sent, but as following.
   */
  readonly successDocumentsWaiting: readonly string[];
  readonly cancelled: readonly string[];
  readonly home: string;
  /** The way back to the form, which kept what was typed (the cancel page's link). */
  readonly backToForm: string;
  /** The download links offered once confirmed, by document. */
  readonly documentLabels: Partial<Record<PaymentDocumentKind, string>>;
}

const documentLabels = {
  'tax-receipt': 'Télécharger mon reçu fiscal',
  'membership-attestation': 'Télécharger mon attestation',
} as const satisfies Record<PaymentDocumentKind, string>;

/** Texts of the membership and donation result pages (edit here, not in the JSX). */
export const registrationResultContent: PaymentResultContent = {
  successTitle: 'Adhésion réussie !',
  loading: 'Nous vérifions le paiement de votre adhésion, merci de patienter.',
  success: [
    'Votre paiement est confirmé : vous êtes désormais membre de l’association des amis du Musée des Troupes de Marine.',
    'Un e-mail de confirmation vous a été envoyé, avec votre attestation d’adhésion et, si vous avez ajouté un don, son reçu fiscal. Vous pouvez aussi les télécharger ci-dessous.',
    'Merci de votre soutien au musée et à la mémoire des troupes de marine.',
    'Votre numéro d’adhérent vous sera communiqué ultérieurement par l’association.',
  ],
  successDocumentsWaiting: [
    'Votre paiement est confirmé : vous êtes désormais membre de l’association des amis du Musée des Troupes de Marine.',
    'Un e-mail de confirmation vous a été envoyé. Votre attestation d’adhésion et, si vous avez ajouté un don, son reçu fiscal vous parviendront par un prochain e-mail, dès que l’association aura publié les mentions légales qu’ils doivent porter.',
    'Merci de votre soutien au musée et à la mémoire des troupes de marine.',
    'Votre numéro d’adhérent vous sera communiqué ultérieurement par l’association.',
  ],
  cancelled: [
    'Vous avez annulé le paiement de votre adhésion : aucun montant ne sera prélevé sur votre carte.',
    'Le formulaire a gardé ce que vous aviez saisi si vous souhaitez adhérer plus tard.',
  ],
  home: 'Retour à l’accueil',
  backToForm: 'Reprendre mon adhésion',
  documentLabels,
};

export const donationResultContent: PaymentResultContent = {
  successTitle: 'Merci pour votre don !',
  loading: 'Nous vérifions le paiement de votre don, merci de patienter.',
  success: [
    'Votre don est confirmé.',
    'Un e-mail de confirmation vous a été envoyé avec votre reçu fiscal, qui vous permet de bénéficier de la réduction d’impôt. Vous pouvez aussi le télécharger ci-dessous et le conserver pour votre déclaration.',
    'Grâce à vous, le musée peut continuer d’enrichir et de faire connaître ses collections.',
  ],
  successDocumentsWaiting: [
    'Votre don est confirmé.',
    'Un e-mail de confirmation vous a été envoyé. Votre reçu fiscal vous parviendra par un prochain e-mail, dès que l’association aura publié les mentions légales qu’il doit porter ; conservez-le alors pour votre déclaration.',
    'Grâce à vous, le musée peut continuer d’enrichir et de faire connaître ses collections.',
  ],
  cancelled: [
    'Votre don a été annulé : aucun frais ne vous sera facturé et rien ne sera prélevé sur votre carte.',
    'Le formulaire a gardé ce que vous aviez saisi si vous souhaitez donner plus tard.',
  ],
  home: 'Retour à l’accueil',
  backToForm: 'Reprendre mon don',
  documentLabels,
};
