/** Texts of the association news page (the news items are content: content/news/). */
export const associationNewsContent = {
  intro:
    'Conférences, assemblées générales, commémorations : l’agenda de l’association des amis du musée, mois par mois. Choisissez un jour marqué pour lire l’article qui s’y rapporte.',
  agendaTitle: 'Agenda',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  today: 'aujourd’hui',
  noEvent: 'aucun événement',
  events: (count: number) => (count > 1 ? `${count} événements` : '1 événement'),
  keyboardHelp:
    'Dans le calendrier, les flèches passent d’un jour à l’autre, Page précédente et Page suivante changent de mois, Entrée ouvre l’article du jour.',
  monthListTitle: (month: string) => `Ce mois-ci : ${month}`,
  monthEmpty: 'Aucun événement de l’association ce mois-ci.',
  archiveTitle: 'Les actualités passées',
  yearTitle: (year: number) => `Actualités ${year}`,
  archiveEmpty: 'Aucune actualité passée n’est publiée pour le moment.',
} as const;
