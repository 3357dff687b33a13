import { associationFacts, countInWords } from '@mtdm/shared/site';

/** Texts of the conferences page (the conferences themselves are content: content/news/). */
export const conferencesContent = {
  intro: `Chaque année, l’association des amis du musée organise ${countInWords(associationFacts.conferencesPerYear)} conférences ouvertes à tous. Historiens, chercheurs et témoins y racontent un épisode de l’histoire des troupes de marine. Cette page présente celles dont le conférencier a confié le texte à l’association : les prochaines, puis les précédentes, année par année.`,
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
} as const;
