import { MUSEUM_NEWS_FROM_YEAR } from '@mtdm/shared/news';
import { paths } from '@mtdm/shared/routing';

/** Texts of the museum news page (the news items themselves are content: content/news/). */
export const museumNewsContent = {
  intro: `Expositions, nouvelles vitrines, dons remarquables, Nuit européenne des musées et Journées du patrimoine : retrouvez les actualités du musée depuis ${MUSEUM_NEWS_FROM_YEAR}, classées par année. Chaque article se lit en ligne ou se télécharge au format PDF.`,
  archivesTitle: 'Les actualités par année',
  yearTitle: (year: number) => `Actualités ${year}`,
  empty: 'Aucune actualité du musée n’est publiée pour le moment.',
  associationLink: { to: paths.associationNews, label: 'Voir aussi les actualités de l’association' },
} as const;
