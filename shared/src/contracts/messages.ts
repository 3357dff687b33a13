/** The error messages, word for word (docs/forms-and-messages.md). Placeholders are filled by the functions below. */
export const errorMessages = {
  formFallback: "Erreur lors de l'envoi du formulaire",
  paymentPreparationPrefix: 'Erreur lors de la préparation du paiement: ',
  unknownError: 'Erreur inconnue',
  responseFormat: 'Erreur de format de réponse',
  missingPaymentUrl: "Erreur: La réponse de paiement ne contient pas l'URL nécessaire.",
  missingPaymentInfo: 'Informations de paiement manquantes.',
  unknownReason: 'Raison inconnue',
  confirmationFailed: 'Une erreur est survenue lors de la confirmation.',
  /** Internal detail of a failed donation confirmation (the visitor sees confirmationFailed). */
  donationConfirmationDetail: 'Erreur lors de la confirmation du don',
  /** Our wording for a network failure, shown inside the payment prefix. */
  network: 'Le serveur ne répond pas, vérifiez votre connexion et réessayez.',
} as const;

/** 'Réponse non valide du serveur: format attendu JSON, reçu {type}' */
export function invalidContentTypeMessage(contentType: string | null): string {
  return `Réponse non valide du serveur: format attendu JSON, reçu ${contentType || 'inconnu'}`;
}

/** 'Erreur serveur: {status} - {error or Erreur inconnue}' */
export function serverErrorMessage(status: number, error?: unknown): string {
  const text = typeof error === 'string' && error.trim() !== '' ? error : errorMessages.unknownError;
  return `Erreur serveur: ${status} - ${text}`;
}

/** 'Erreur lors de la préparation du paiement: {message}' */
export function paymentPreparationMessage(message: string): string {
  return `${errorMessages.paymentPreparationPrefix}${message}`;
}

/** 'Erreur de confirmation: {reason or Raison inconnue}' */
export function confirmationRefusedMessage(reason?: unknown): string {
  const text = typeof reason === 'string' && reason.trim() !== '' ? reason : errorMessages.unknownReason;
  return `Erreur de confirmation: ${text}`;
}
