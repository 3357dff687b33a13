/** Texts of a conference's booking (the answers are the server's: @mtdm/shared/contracts). */
export const conferenceBookingTexts = {
  open: 'Réserver des places',
  name: 'Nom et prénom',
  email: 'Adresse e-mail',
  seats: 'Nombre de places',
  seatsHint: (max: number) =>
    `${max} places au plus par adresse pour une conférence ; pour un groupe, écrivez à l’association.`,
  book: 'Réserver',
  wait: 'M’inscrire en liste d’attente',
  left: (seats: number) => (seats === 1 ? 'Il reste 1 place.' : `Il reste ${seats} places.`),
  full: 'Complet : les nouvelles demandes vont en liste d’attente.',
  loading: 'Chargement du formulaire de réservation…',
  failed: 'La réservation n’a pas pu être envoyée. Vérifiez votre connexion, puis réessayez.',
} as const;
