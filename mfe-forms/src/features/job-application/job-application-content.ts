import { personLabels } from '@mtdm/shared/contracts';
import { formatCount, museumFacts } from '@mtdm/shared/site';

/** Texts of the "Travailler au musée" page (edit here, not in the JSX). */
export const jobApplicationContent = {
  intro: `Le Musée des Troupes de Marine, Musée de France depuis ${museumFacts.museeDeFranceSince}, accueille chaque année environ ${formatCount(museumFacts.visitorsPerYear)} visiteurs à Fréjus. Médiation, accueil, conservation, archives du CHETOM : les postes ouverts au musée relevant du ministère des Armées sont publiés sur le site officiel de l’emploi public.`,
  jobSite: {
    /** The external job site. */
    href: 'https://choisirleservicepublic.gouv.fr/',
    label: 'Consulter les offres sur Choisir le service public',
    note: '(site externe, nouvel onglet)',
  },
  spontaneousTitle: 'Candidature spontanée',
  spontaneousIntro:
    'Aucune offre ne correspond à votre profil ? Envoyez-nous votre candidature : elle sera étudiée par l’équipe du musée, qui vous répondra par e-mail.',
  requiredNote: 'Tous les champs sont obligatoires, sauf le fichier de la lettre de motivation.',
  privacy:
    'Vos données servent uniquement à étudier votre candidature ; elles sont conservées deux ans au plus, puis supprimées (voir les informations légales).',
  submit: 'Envoyer ma candidature',
} as const;

export const jobApplicationLabels = {
  'first-name': personLabels.firstName,
  'last-name': personLabels.lastName,
  email: personLabels.email,
  phone: personLabels.phone,
  'cover-letter': 'Lettre de motivation',
  resume: 'CV',
  'cover-letter-file': 'Lettre de motivation (fichier)',
} as const;

/** Names of the files in the messages ("Le fichier « CV » dépasse…"), as the server names them. */
export const fileLabels = {
  resume: 'CV',
  'cover-letter-file': 'lettre de motivation',
} as const;
