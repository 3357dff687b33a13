/** Texts of the member's pages around their account. */
export const memberSpaceTexts = {
  loading: 'Ouverture de votre espace…',
  loadFailed: 'Votre espace n’a pas pu être ouvert. Vérifiez votre connexion et réessayez.',
} as const;
