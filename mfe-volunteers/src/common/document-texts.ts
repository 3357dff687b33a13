/** The documents a payment gives its payer, as the space names them and acts on them. */
export const documentTexts = {
  documentsTitle: 'Documents',
  resend: {
    'membership-attestation': 'Renvoyer l’attestation d’adhésion',
    'tax-receipt': 'Renvoyer le reçu fiscal',
  },
  correctionTitle: 'Document rectificatif',
  correctionHint:
    'Un document émis ne change jamais. Si une donnée a été corrigée depuis (une adresse, un nom), un nouveau document, tiré des données d’aujourd’hui, annule et remplace le précédent ; il est envoyé au payeur.',
  correctionKind: 'Document à rectifier',
  kinds: { 'membership-attestation': 'Attestation d’adhésion', 'tax-receipt': 'Reçu fiscal' },
  correctionReason: 'Ce que corrige le nouveau document',
  correctionReasonHint: 'Par exemple : adresse postale corrigée.',
  correct: 'Émettre le document rectificatif',
} as const;
