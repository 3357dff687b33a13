// The French texts of the tax receipt and the membership attestation: edit them here, not in the
// layout. The mentions follow the model of form Cerfa n° 11580 (articles 200 and 238 bis of the
// general tax code).

import { withFirstOfMonth } from '@mtdm/shared/news';

const dayMonthYear = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** When documents that wait for the association's details will come (see waiting-documents.ts). */
export const DOCUMENTS_FOLLOW =
  'dès que l’association aura publié les mentions légales qu’il faut y porter (siège, objet et signataire)';

/** "23 novembre 2026", "1er décembre 2026": a date as a document writes it, in Paris time. */
export function formatDocumentDate(date: Date | string): string {
  return withFirstOfMonth(dayMonthYear.format(new Date(date)));
}

/** Who gave: an individual (article 200) or a company or other legal person (article 238 bis). */
export type DonorKind = 'individual' | 'company';

export const documentTexts = {
  specimenMark: 'SPÉCIMEN — NON VALABLE',
  specimenNotice:
    'Spécimen — non valable : l’objet, le siège ou le signataire de l’association ne sont pas encore renseignés dans le contenu du site. Ce document ne peut pas être utilisé pour une déclaration d’impôt.',
  signedAt: (place: string, date: string) => `Fait à ${place}, le ${date}.`,
  signatory: (name: string, role: string) => `${name}, ${role}`,
  electronic: 'Document établi et transmis par voie électronique.',
  paymentReference: (reference: string) => `Référence du paiement : ${reference}`,
  replacesReceipt: (number: string, reason: string) =>
    `Ce reçu annule et remplace le reçu n° ${number}${reason ? ` (${reason})` : ''}.`,
  replacesAttestation: (date: string, reason: string) =>
    `Cette attestation annule et remplace celle du ${date}${reason ? ` (${reason})` : ''}.`,

  receipt: {
    title: 'Reçu au titre des dons à certains organismes d’intérêt général',
    model:
      'Établi selon le modèle du formulaire Cerfa n° 11580 (articles 200 et 238 bis du code général des impôts)',
    number: (number: string) => `Reçu n° ${number}`,
    beneficiaryHeading: 'Bénéficiaire des versements',
    beneficiaryFields: { name: 'Nom', address: 'Adresse', object: 'Objet', rna: 'Numéro RNA' },
    qualification: {
      individual:
        'L’association bénéficiaire certifie sur l’honneur que ce don ouvre droit à la réduction d’impôt prévue à l’article 200 du code général des impôts (dons des particuliers).',
      company:
        'L’association bénéficiaire certifie sur l’honneur que ce don ouvre droit à la réduction d’impôt prévue à l’article 238 bis du code général des impôts (dons des entreprises).',
    } satisfies Record<DonorKind, string>,
    donorHeading: 'Donateur',
    donorFields: { name: 'Nom', address: 'Adresse' },
    giftHeading: 'Don',
    giftFields: {
      amount: 'Montant',
      amountInWords: 'Montant en toutes lettres',
      paidOn: 'Date du versement',
      form: 'Forme du don',
      nature: 'Nature du don',
      means: 'Mode de versement',
    },
    form: 'Don manuel',
    nature: 'Numéraire',
    means: 'Carte bancaire (paiement en ligne)',
    membershipPart: (reference: string) =>
      `Don versé avec l’adhésion ${reference} : le reçu ne porte que sur le don, la cotisation n’y est pas comprise.`,
    filename: (number: string) => `recu-fiscal-${number}.pdf`,
  },

  attestation: {
    title: 'Attestation d’adhésion',
    statement: (issuer: string, member: string, address: string, lifetime: boolean) =>
      `${issuer} atteste que ${member}, demeurant ${address}, est ${lifetime ? 'membre à vie' : 'membre'} de l’association.`,
    fields: {
      member: 'Membre',
      number: 'Numéro d’adhérent',
      type: 'Type d’adhésion',
      amount: 'Montant versé',
      paidOn: 'Date du paiement',
      period: 'Période d’adhésion',
      title: 'Titre',
    },
    amountDetail: (total: string, fee: string, donation: string | null) =>
      donation ? `${total} (cotisation ${fee}, don ${donation})` : `${total} (cotisation)`,
    period: (from: string, to: string) => `du ${from} au ${to}`,
    lifetimePeriod: 'à vie',
    lifetimeTitle: 'Membre à vie',
    receiptNote: (number: string) =>
      `Le don versé avec cette adhésion fait l’objet du reçu fiscal n° ${number}, joint séparément.`,
    filename: (reference: string, version = 1) =>
      `attestation-adhesion-${reference}${version > 1 ? `-${version}` : ''}.pdf`,
  },
} as const;
