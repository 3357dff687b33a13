import { ofName } from '@mtdm/shared/contracts';
export const membershipsTexts = {
  title: 'Adhésions',
  yearLabel: 'Année des adhésions',
  viewsLabel: 'Adhérents à afficher',
  byYear: 'Adhésions d’une année',
  upToDate: 'Adhérents à jour aujourd’hui',
  columns: {
    reference: 'Référence',
    member: 'Adhérent',
    type: 'Formule',
    paid: 'Payée le',
    validUntil: 'Valable jusqu’au',
    number: 'Numéro',
    choose: 'Choisir',
  },
  noNumber: 'à attribuer',
  chooseMember: (reference: string) => `Choisir l’adhésion ${reference}`,
  resendChosen: (count: number) =>
    count > 1 ? `Renvoyer les ${count} attestations choisies` : 'Renvoyer l’attestation choisie',
  lifetime: 'à vie',
  detailTitle: (reference: string) => `Adhésion ${reference}`,
  facts: {
    member: 'Adhérent',
    birth: 'Naissance',
    birthAt: (date: string, place: string) => `${date} à ${place}`,
    address: 'Adresse',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    type: 'Formule',
    situation: 'Statut',
    fee: 'Cotisation',
    donation: 'Don',
    number: 'Numéro d’adhérent',
    nameCorrections: 'Nom corrigé',
    numberCorrections: 'Numéro corrigé',
    contactCorrected: 'Coordonnées corrigées par l’adhérent',
  },
  nameCorrected: (name: string, day: string, by: string, reason: string) =>
    `« ${name} », le ${day} par ${by}\u00a0: ${reason}`,
  emailCorrection: {
    title: 'Corriger l’adresse e-mail de l’adhérent',
    hint: 'Une adresse mal saisie au paiement envoie l’attestation et les liens de l’espace adhérent dans une boîte qui n’est pas celle de l’adhérent. Indiquez la bonne : un lien de confirmation y part, et l’adhésion n’y passe que lorsque son titulaire l’ouvre, dans les 24 heures. La correction s’inscrit alors à côté de l’adhésion, datée et signée de votre adresse ; l’adresse mal saisie apprend seulement qu’elle ne recevra plus de courriels sur une adhésion, sans savoir laquelle ni où elle va. Une fois l’adresse confirmée, chaque adhérent de l’adresse y reçoit les documents de sa dernière adhésion.',
    together: (members: number) =>
      `Cette adresse est celle de ${members} adhérents : tous la quitteront ensemble pour la bonne.`,
  },
  nameCorrection: {
    title: 'Corriger le nom de l’adhérent',
    hint: 'L’adhésion garde le nom sous lequel elle a été payée : la correction s’y ajoute, datée et signée de votre adresse, et une nouvelle attestation, qui nomme celle qu’elle remplace, part à l’adhérent. Si un reçu fiscal a été émis pour son don, la trésorerie est prévenue pour l’établir de nouveau.',
    firstName: 'Prénom',
    lastName: 'Nom',
    reason: 'Motif de la correction',
    reasonHint: 'Par exemple : nom mal orthographié.',
    submit: 'Corriger le nom et renvoyer l’attestation',
  },
  numberCorrected: (number: number, day: string, by: string, reason: string) =>
    `n° ${number}, le ${day} par ${by}\u00a0: ${reason}`,
  numberCorrection: {
    title: 'Corriger le numéro d’adhérent',
    hint: 'Un renouvellement payé depuis une nouvelle adresse a pu recevoir un numéro à lui alors que l’adhérent en avait déjà un. Indiquez celui qu’il porte : le numéro attribué reste inscrit, la correction s’y ajoute, datée et signée de votre adresse, et une nouvelle attestation qui porte le bon numéro part à l’adhérent. Ses prochaines adhésions recevront ce numéro.',
    memberNumber: 'Numéro que porte déjà l’adhérent',
    reason: 'Motif du changement de numéro',
    reasonHint: 'Par exemple : renouvellement payé depuis une nouvelle adresse.',
    submit: 'Corriger le numéro et renvoyer l’attestation',
  },
  ownNumber: {
    title: 'Donner un numéro à cet adhérent',
    hint: (sharer: string) =>
      `Cette adhésion porte le même numéro que celle ${ofName(sharer)}, une autre personne : un conjoint numéroté quand une adresse ne valait qu’un adhérent, par exemple. S’il s’agit bien de deux personnes, donnez à celle-ci le numéro suivant de la suite : le numéro porté jusqu’ici reste inscrit, le nouveau s’y ajoute, daté et signé de votre adresse, et une nouvelle attestation qui le porte part à l’adhérent.`,
    reason: 'Motif du nouveau numéro',
    reasonHint: 'Par exemple : numéro de son conjoint donné par erreur.',
    submit: 'Donner le numéro suivant et renvoyer l’attestation',
  },
  numberTitle: 'Numéro d’adhérent',
  numberHint:
    'Le numéro suivant de la suite est attribué une fois pour toutes, et l’attestation qui le porte part par courriel à l’adhérent.',
  assign: 'Attribuer le numéro suivant',
} as const;
