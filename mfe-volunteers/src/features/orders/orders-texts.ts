import type { WithdrawalDecisionRecord, WithdrawalToCheck } from '@mtdm/shared/contracts/signed-in/client';

/** What became of a withdrawal decided for an order, as its line says it. */
const WITHDRAWAL_DECISIONS: Readonly<Record<WithdrawalDecisionRecord['decision'], string>> = {
  attached: 'rattachée à la commande',
  'set-aside': 'écartée',
  'by-post': 'reçue par courrier, enregistrée',
};

export const ordersTexts = {
  title: 'Commandes de la boutique',
  listsLabel: 'Listes de commandes',
  lists: {
    'a-expedier': 'À expédier',
    expediees: 'Expédiées',
    retractees: 'Rétractées, à rembourser',
    remboursees: 'Remboursées',
  },
  withdrawn:
    'L’acheteur a exercé son droit de rétractation pour cette commande : ne l’expédiez pas, remboursez-la une fois les articles revenus (ou aussitôt s’ils ne sont jamais partis).',
  /**
   * When the withdrawal came and the day the refund is due by (fourteen days later; the shop may wait
   * for the articles or the proof they were sent back), said past when it is.
   */
  refundDue: (received: string, due: string, past: boolean) =>
    `Rétractation reçue le ${received} : remboursement dû au plus tard le ${due}${past ? ', délai dépassé' : ''}. Si les articles sont partis, il peut attendre leur retour ou la preuve de leur renvoi.`,
  /** Beside a reference in a list: a withdrawal the association checks before the parcel leaves. */
  toCheck: 'Rétractation à vérifier',
  /**
   * The same on the order: which withdrawal, why it is to check (the order's reference with another
   * address, or the buyer's address with a reference no order carries), before it ships and once it has.
   */
  withdrawalToCheck: (check: WithdrawalToCheck, shipped: boolean) =>
    `${
      check.because === 'other-address'
        ? `La rétractation ${check.reference} donne la référence de cette commande avec une autre adresse que celle de l’acheteur.`
        : `La rétractation ${check.reference} vient de l’adresse de l’acheteur, avec une référence qu’aucune commande ne porte (« ${check.typedReference} ») : elle peut concerner cette commande.`
    } L’association la vérifie auprès de lui${shipped ? '.' : ' : attendez sa réponse avant d’expédier la commande.'}`,
  /** A withdrawal the buyer sent by post, recorded on the order. */
  postalWithdrawal: {
    title: 'Rétractation reçue par courrier',
    hint: 'L’acheteur s’est rétracté par lettre (le formulaire type, ou toute autre déclaration sans ambiguïté) : enregistrez-la. La commande passe dans la liste « Rétractées », ne s’expédie plus, et l’acheteur reçoit l’accusé de réception à son adresse.',
    postmark: 'Date du cachet de la poste',
    postmarkHint:
      'Le jour où l’acheteur a posté sa lettre : c’est lui qui dit si la rétractation est arrivée dans le délai.',
    reason: 'Articles concernés',
    reasonHint: 'Tels que le courrier les nomme, par exemple : 1 mug « Bazeilles 1870 ».',
    submit: 'Enregistrer la rétractation et prévenir l’acheteur',
  },
  /** Deciding it, once the association has asked the buyer: the buyer's, or not. */
  withdrawalCheck: {
    attach: 'Rattacher à la commande',
    attachConfirm: (reference: string) =>
      `Rattacher la rétractation ${reference} à cette commande ? La commande passe dans la liste « Rétractées » et l’acheteur reçoit l’accusé de réception à son adresse.`,
    setAside: 'Écarter',
    setAsideConfirm: (reference: string) =>
      `Écarter la rétractation ${reference} pour cette commande ? La commande reste dans sa liste.`,
    hint: 'Rattachez-la si l’acheteur confirme qu’elle est la sienne ; écartez-la sinon. La décision est gardée avec la commande.',
  },
  columns: {
    reference: 'Référence',
    buyer: 'Acheteur',
    city: 'Ville',
    amount: 'Montant',
    paid: 'Payée le',
    refunded: 'Remboursée le',
    refundDue: 'Remboursement dû le',
  },
  detailTitle: (reference: string) => `Commande ${reference}`,
  facts: {
    buyer: 'Acheteur',
    address: 'Adresse de livraison',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    amount: 'Montant payé',
    paid: 'Payée le',
    shipped: 'Expédiée le',
    carrier: 'Transporteur',
    tracking: 'Numéro de suivi',
    refunded: 'Remboursée le',
    refundedBy: 'Remboursée par',
    refundReason: 'Motif',
    partRefunds: 'Remboursements partiels',
    corrections: 'Suivi corrigé',
    deliveryCorrections: 'Livraison corrigée',
    withdrawalDecisions: 'Rétractations traitées',
  },
  /** A decision on a withdrawal, as the order's facts list it; a letter's with its postmark, if kept. */
  withdrawalDecided: (
    withdrawal: string,
    decision: WithdrawalDecisionRecord['decision'],
    day: string,
    by: string,
    postedDay: string | null,
  ) =>
    decision === 'by-post' && postedDay
      ? `${withdrawal} reçue par courrier (cachet du ${postedDay}), enregistrée le ${day} par ${by}`
      : `${withdrawal} ${WITHDRAWAL_DECISIONS[decision]} le ${day} par ${by}`,
  refundedOn: (day: string, amount: string) => `${day} (${amount})`,
  /** A volunteer's refund names them; a refund the provider reported says so. */
  refundedBy: (source: string | null) =>
    source?.startsWith('bénévole:')
      ? source.slice('bénévole:'.length)
      : 'le prestataire de paiement (remboursement ou contestation du payeur)',
  linesTitle: 'Articles',
  lineColumns: { item: 'Article', size: 'Taille', quantity: 'Quantité' },
  packingSlip: 'Télécharger le bordereau (PDF)',
  shipTitle: 'Expédier la commande',
  carrier: 'Transporteur',
  carrierHint:
    'Par exemple : La Poste, Colissimo, Chronopost, Mondial Relay (pour ceux-là, le courriel à l’acheteur donne le lien de suivi).',
  tracking: 'Numéro de suivi',
  ship: 'Marquer comme expédiée et prévenir l’acheteur',
  refundTitle: 'Rembourser',
  refundHint:
    'Le remboursement passe par le prestataire de paiement ; les documents de la commande sont annulés, l’acheteur et l’association sont prévenus.',
  refund: 'Rembourser la commande',
  refundReason: 'Motif du remboursement',
  refundReasonHint: 'Dit à l’association et gardé avec la commande, par exemple : article rendu.',
  batch: {
    choose: (reference: string) => `Choisir la commande ${reference}`,
    chooseColumn: 'Choisir',
    chosen: (count: number) =>
      count === 0
        ? 'Cochez les commandes à préparer ensemble.'
        : `${count} commande${count > 1 ? 's' : ''} choisie${count > 1 ? 's' : ''}.`,
    print: 'Imprimer les bordereaux',
    open: 'Ouvrir les bordereaux (PDF)',
    shipTitle: 'Expédier les commandes choisies',
    carrierHint: 'Le même pour tous les colis ; chaque colis a son numéro de suivi.',
    tracking: (reference: string) => `Numéro de suivi de ${reference}`,
    ship: (count: number) =>
      count > 1
        ? `Marquer les ${count} commandes expédiées et prévenir les acheteurs`
        : 'Marquer la commande expédiée et prévenir l’acheteur',
  },
  refundConfirm: 'Rembourser cette commande ? Le prestataire renvoie la somme à l’acheteur.',
  /** After a part given back, the whole refund gives back what is left. */
  refundLeft: (amount: string) => `Rembourser le reste de la commande (${amount})`,
  partRefund: {
    title: 'Rembourser une partie',
    hint: 'Pour des articles rendus, ou une rétractation qui ne porte que sur certains d’entre eux : chaque article est remboursé à son prix dans la commande, les frais d’envoi une seule fois. L’acheteur et l’association sont prévenus ; la commande garde la trace de chaque remboursement.',
    quantity: (name: string, left: number) => `${name} : nombre à rembourser (${left} au plus)`,
    shipping: (amount: string) => `Rembourser aussi les frais d’envoi (${amount})`,
    total: (amount: string) => `Montant à rembourser : ${amount}`,
    reason: 'Motif du remboursement partiel',
    reasonHint: 'Dit à l’association et gardé avec la commande, par exemple : deux autocollants rendus.',
    submit: 'Rembourser cette partie',
    confirm: (amount: string) =>
      `Rembourser ${amount} à l’acheteur ? Le prestataire renvoie la somme sur sa carte.`,
  },
  partRefunded: (day: string, amount: string, by: string, what: string, reason: string) =>
    `${day} : ${amount} (${what}), par ${by}. Motif : ${reason}`,
  refundedColumn: 'Remboursés',
  shippingRefunded: 'frais d’envoi',
  correction: {
    title: 'Corriger le suivi du colis',
    hint: 'Le suivi déjà envoyé reste inscrit : la correction s’y ajoute, datée et signée de votre adresse, et l’acheteur reçoit le bon numéro par courriel.',
    carrier: 'Bon transporteur',
    tracking: 'Bon numéro de suivi',
    reason: 'Motif de la correction',
    reasonHint: 'Par exemple : deux chiffres inversés.',
    submit: 'Corriger le suivi et prévenir l’acheteur',
  },
  emailCorrection: {
    title: 'Corriger l’adresse e-mail de l’acheteur',
    hint: 'Une adresse mal saisie au paiement envoie la confirmation de la commande, avec les conditions générales de vente et le formulaire de rétractation, dans une boîte qui n’est pas celle de l’acheteur. Indiquez la bonne : un lien de confirmation y part, et la commande n’y passe que lorsque son titulaire l’ouvre, dans les 24 heures. La correction s’inscrit alors à côté de la commande, datée et signée de votre adresse, et la confirmation de la commande part à la bonne adresse ; l’adresse mal saisie apprend seulement qu’elle ne recevra plus de courriels sur une commande, sans savoir laquelle ni où elle va. Une rétractation envoyée depuis la bonne adresse est alors reconnue comme celle de l’acheteur.',
  },
  deliveryCorrection: {
    title: 'Corriger la livraison',
    hint: 'Avant l’expédition seulement. La commande garde ce que l’acheteur a saisi : la correction s’y ajoute, datée et signée de votre adresse, le bordereau en est tiré, et l’acheteur reçoit la nouvelle adresse par courriel.',
    firstName: 'Prénom du destinataire',
    lastName: 'Nom du destinataire',
    address: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    reason: 'Motif de la correction',
    reasonHint: 'Par exemple : numéro de rue signalé faux par l’acheteur.',
    submit: 'Corriger la livraison et prévenir l’acheteur',
  },
  /** The corrections of a delivery, each with its day, its author and its reason. */
  deliveryCorrected: (day: string, by: string, reason: string) => `le ${day} par ${by} : ${reason}`,
  /** The corrections of a shipment, each with its day, its author and its reason. */
  corrected: (day: string, by: string, replaced: string, reason: string) =>
    `le ${day} par ${by}, à la place de ${replaced} : ${reason}`,
} as const;
