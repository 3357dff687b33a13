import {
  COMPANY_DONATION_FLAT_CAP_EUROS,
  COMPANY_DONATION_REDUCTION_PERCENT,
  COMPANY_DONATION_TURNOVER_CAP_PERCENT,
  DONATION_INCOME_CAP_PERCENT,
  DONATION_TAX_CREDIT_PERCENT,
  donationNetCostRoundedEuros,
} from '@mtdm/shared/commerce';
import { formatFrenchNumber } from '@mtdm/shared/site';
import { payerLabels } from '../../common/payer/payer-fields';

const EXAMPLE_GIFT_EUROS = 60;
const euros = (value: number) => `${formatFrenchNumber(value)} €`;

/** Texts of the donation page (edit here, not in the JSX). */
export const donationContent = {
  intro:
    'Vos dons permettent à l’association des amis du Musée des Troupes de Marine d’acquérir et de restaurer des objets, de soutenir les expositions et de faire vivre les archives du CHETOM. Chaque contribution, quel que soit son montant, compte.',
  taxTitle: 'Votre don ouvre droit à une réduction d’impôt',
  individuals: `Particuliers : ${DONATION_TAX_CREDIT_PERCENT} % de votre don est déductible de votre impôt sur le revenu, dans la limite de ${DONATION_INCOME_CAP_PERCENT} % de votre revenu imposable.`,
  example: `Exemple : un don de ${euros(EXAMPLE_GIFT_EUROS)} ne vous coûte en réalité que ${euros(donationNetCostRoundedEuros(EXAMPLE_GIFT_EUROS * 100))} après réduction d’impôt.`,
  companies: `Entreprises : ${COMPANY_DONATION_REDUCTION_PERCENT} % du don est déductible de l’impôt sur les sociétés, dans la limite de ${euros(COMPANY_DONATION_FLAT_CAP_EUROS)} ou de ${formatFrenchNumber(COMPANY_DONATION_TURNOVER_CAP_PERCENT)} % du chiffre d’affaires hors taxes lorsque ce montant est plus élevé.`,
  receipt:
    'Votre reçu fiscal vous est envoyé par e-mail dès la confirmation du paiement ; vous pouvez aussi le télécharger depuis la page de confirmation.',
  formTitle: 'Votre don',
  requiredNote: 'Tous les champs sont obligatoires.',
  amountsLegend: 'Montant suggéré',
  suggestedAmounts: [20, 50, 100, 200],
  amountLabel: 'Montant du don (en euros)',
  netCost: (netEuros: string) => `Après réduction d’impôt, ce don vous coûtera environ ${netEuros}.`,
  submit: 'Je fais un don',
  submitBusy: 'Traitement...',
  providerNote: 'Le paiement par carte se fait sur la page sécurisée de notre prestataire de paiement.',
} as const;

export const donationLabels = {
  ...payerLabels,
  status: 'Vous donnez en tant que',
  amount: 'Montant du don (en euros)',
} as const;
