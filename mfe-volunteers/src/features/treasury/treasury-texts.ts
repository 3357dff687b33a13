import type { ReceiptLine } from '@mtdm/shared/contracts/signed-in/client';

export const DONATIONS_PATH = '/benevoles/dons';
export const RECEIPTS_PATH = '/benevoles/recus';

export const treasuryTexts = {
  donationsTitle: 'Dons',
  receiptsTitle: 'Reçus fiscaux',
  yearLabel: 'Année des paiements',
  receiptsYearLabel: 'Année des reçus',
  donationColumns: {
    reference: 'Référence',
    donor: 'Donateur',
    amount: 'Montant',
    paid: 'Payé le',
    receipt: 'Reçu en vigueur',
  },
  noReceipt: 'aucun',
  refunded: 'remboursé',
  donationTitle: (reference: string) => `Don ${reference}`,
  facts: {
    donor: 'Donateur',
    email: 'Adresse e-mail',
    address: 'Adresse',
    amount: 'Montant',
    paid: 'Payé le',
    state: 'Paiement',
    corrections: 'Donateur corrigé',
  },
  paidState: 'payé',
  refundedState: 'remboursé : son reçu est annulé',
  receiptsOfDonation: 'Reçus de ce don',
  receiptColumns: {
    number: 'Numéro',
    payment: 'Paiement',
    donor: 'Donateur',
    amount: 'Montant',
    paid: 'Payé le',
    state: 'État',
    action: 'Action',
    choose: 'Choisir',
  },
  state: (receipt: ReceiptLine) =>
    receipt.state === 'in-force'
      ? receipt.replaces
        ? `En vigueur (remplace le n° ${receipt.replaces})`
        : 'En vigueur'
      : receipt.state === 'voided'
        ? 'Annulé (paiement remboursé)'
        : `Remplacé par le n° ${receipt.replacedBy}`,
  resend: (number: string) => `Renvoyer le reçu n° ${number}`,
  chooseReceipt: (number: string) => `Choisir le reçu n° ${number}`,
  resendChosen: (count: number) =>
    count > 1 ? `Renvoyer les ${count} reçus choisis` : 'Renvoyer le reçu choisi',
  /** A correction of the donor, with its day, its author and its reason. */
  corrected: (day: string, by: string, reason: string) => `le ${day} par ${by}\u00a0: ${reason}`,
  emailCorrection: {
    title: 'Corriger l’adresse e-mail du donateur',
    hint: 'Une adresse mal saisie au paiement envoie le reçu fiscal dans une boîte qui n’est pas celle du donateur, et son espace ne s’ouvre pas. Indiquez la bonne : un lien de confirmation y part, et le don n’y passe que lorsque son titulaire l’ouvre, dans les 24 heures. La correction s’inscrit alors à côté du don, datée et signée de votre adresse, et le reçu en vigueur part à la bonne adresse ; l’adresse mal saisie apprend seulement qu’elle ne recevra plus de courriels sur un don, sans savoir lequel ni où il va. Les autres dons de cette adresse restent où ils sont.',
  },
  donorCorrection: {
    title: 'Corriger le nom ou l’adresse du donateur',
    hint: 'Le don reste tel qu’il a été payé et le reçu déjà émis tel qu’il a été envoyé : la correction s’y ajoute, datée et signée de votre adresse, et un nouveau reçu, qui nomme celui qu’il remplace, part au donateur.',
    firstName: 'Prénom',
    lastName: 'Nom',
    address: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    reason: 'Motif de la correction',
    reasonHint: 'Par exemple : nom mal orthographié.',
    submit: 'Corriger le donateur et renvoyer son reçu',
  },
} as const;
