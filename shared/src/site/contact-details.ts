/**
 * Contact facts shown in several modules (header, practical information, confirmation pages).
 * Keep them here only, so a change of number is one edit.
 */
export const contactDetails = {
  museumName: 'Musée des Troupes de Marine',
  city: 'Fréjus',
  /** Reception telephone of the museum, as displayed and as dialled. */
  receptionPhone: { display: '04 94 17 86 22', dial: '+33494178622' },
} as const;
