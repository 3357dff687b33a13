import { contactDetails } from '@mtdm/shared/site';

const { museumAddress } = contactDetails;

/** Texts of the conferences page (the conferences themselves are in shared/src/data/news-items.json). */
export const conferencesContent = {
  intro:
    'Chaque année, l’association des amis du musée organise huit conférences ouvertes à tous. Historiens, chercheurs et témoins y racontent un épisode de l’histoire des troupes de marine. Après chaque séance, le texte de la conférence est publié ici.',
  upcomingTitle: 'Prochaines conférences',
  upcomingLabel: 'Prochaines conférences',
  previous: 'Conférences précédentes',
  next: 'Conférences suivantes',
  /** Word for word (docs/pages-and-routes.md). */
  empty: 'Aucune conférence à venir pour le moment. Revenez bientôt !',
  archiveTitle: 'Les conférences passées',
  yearTitle: (year: number) => `Conférences ${year}`,
  startsAt: (time: string) => `À ${time.replace(':', ' h ')}`,
  addToCalendar: 'Ajouter à mon agenda',
  /** Where the conferences take place (calendar file and schema.org). */
  venue: {
    name: 'Auditorium du Musée des Troupes de Marine',
    street: museumAddress.street,
    postcode: museumAddress.postcode,
    city: museumAddress.city,
  },
  durationMinutes: 90,
  organizer: contactDetails.associationName,
} as const;
