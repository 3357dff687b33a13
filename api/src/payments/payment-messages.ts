/** The French answers of the payment calls that the shared messages do not cover. */
export const paymentMessages = {
  providerDown: 'Le service de paiement est momentanément indisponible. Veuillez réessayer plus tard.',
  providerIdReused:
    'Le service de paiement a répondu de façon inattendue : aucun paiement n’a été engagé. Veuillez réessayer plus tard ou contacter l’association.',
  badConfirmation: 'Informations de paiement manquantes ou invalides.',
  notFound: 'Paiement introuvable.',
  pending: 'Le paiement n’a pas encore été effectué.',
  cancelled: 'Le paiement a été annulé.',
  refunded:
    'Ce paiement a été remboursé ou contesté : ses documents (reçu fiscal, attestation) sont annulés. Pour toute question, écrivez à l’association.',
  unknownToProvider: 'Le paiement est inconnu du prestataire de paiement.',
  amountMismatch:
    'Le montant payé ne correspond pas au montant attendu : le paiement n’est pas confirmé. L’association va vous contacter.',
  badNotification: 'Notification de paiement non reconnue.',
  tooManyUnpaid:
    'Plusieurs paiements ont été commencés aujourd’hui depuis votre connexion sans être réglés : réessayez demain, ou écrivez à l’association.',
} as const;
