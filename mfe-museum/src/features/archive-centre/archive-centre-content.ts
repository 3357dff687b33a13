import { paths } from '@mtdm/shared/routing';
import { silentClip, type StatCounterProps } from '@mtdm/shared/ui';
import posterUrl from '../../assets/videos/chetom-poster-640x360.webp';
import captionsUrl from '../../assets/videos/chetom.fr.vtt';
import videoUrl from '../../assets/videos/chetom.mp4';
import { archiveCentreFacts, countInWords, formatCount } from '@mtdm/shared/site';

export interface TeamMember {
  /** The person's name; null until the centre provides it (the role is shown alone). */
  readonly name: string | null;
  readonly role: string;
  readonly text: string;
}

/** Texts, figures and pictures of the archive-centre page (edit here, not in the JSX). */
export const archiveCentreContent = {
  intro: [
    `Le Centre d’histoire et d’études des troupes d’outre-mer (CHETOM) est le service d’archives et de recherche du musée. Créé en ${archiveCentreFacts.foundedIn}, il recueille, conserve et met à la disposition de tous la mémoire écrite et photographique des troupes de marine.`,
    'Journaux de marche, carnets de route, correspondances, photographies, cartes et affiches : ses fonds documentent quatre siècles de présence sur tous les continents.',
  ],
  statsTitle: 'Le CHETOM en chiffres',
  stats: [
    { value: archiveCentreFacts.foundedIn, label: 'année de création', grouping: false },
    { value: archiveCentreFacts.documents, label: 'documents' },
    { value: archiveCentreFacts.boxes, label: 'boîtes d’archives' },
    { value: archiveCentreFacts.privateCollections, prefix: 'plus de', label: 'fonds privés' },
    { value: archiveCentreFacts.auditoriumSeats, label: 'places dans l’auditorium' },
    { value: archiveCentreFacts.conferencesPerYear, label: 'conférences du CHETOM par an' },
  ] satisfies StatCounterProps[],
  videoTitle: 'Le CHETOM en images',
  video: silentClip({
    src: videoUrl,
    poster: posterUrl,
    captions: captionsUrl,
    title: 'Présentation du centre d’archives en trois images (10 secondes, sans son)',
  }),
  videoCaption: 'Vidéo sans son, sous-titrée en français.',
  galleryTitle: 'Les lieux',
  gallery: [
    {
      image: 'salle-de-lecture',
      title: 'La salle de lecture',
      alt: 'Illustration d’une salle de lecture avec tables et lampes.',
    },
    {
      image: 'magasin-archives',
      title: 'Le magasin d’archives',
      alt: 'Illustration de rayonnages chargés de boîtes d’archives.',
    },
    {
      image: 'auditorium',
      title: `L’auditorium de ${formatCount(archiveCentreFacts.auditoriumSeats)} places`,
      alt: 'Illustration d’un auditorium aux fauteuils rouges face à un écran.',
    },
    {
      image: 'fonds-photographiques',
      title: 'Les fonds photographiques',
      alt: 'Illustration de photographies anciennes posées les unes sur les autres.',
    },
  ],
  blocksTitle: 'Le centre d’archives au service de tous',
  blocks: [
    {
      title: 'Conserver',
      text: 'Les documents sont classés, reconditionnés dans des boîtes adaptées et conservés dans un magasin dont la température et l’humidité sont surveillées.',
    },
    {
      title: 'Les fonds',
      text: 'Archives d’unités, papiers personnels de soldats et d’officiers, photographies, plaques de verre, cartes, affiches et imprimés : plus de 500 fonds privés ont été confiés au centre.',
    },
    {
      title: 'Consulter',
      text: 'Chercheurs, étudiants, enseignants et familles consultent les documents en salle de lecture, sur rendez-vous. Une demande écrite permet de préparer la recherche.',
    },
    {
      title: 'Confier des archives',
      text: 'Vous conservez les lettres, carnets ou photographies d’un ancien des troupes de marine ? Le centre peut les accueillir par don ou par dépôt, pour les préserver et les rendre accessibles.',
    },
    {
      title: 'Transmettre',
      text: `L’auditorium de ${formatCount(archiveCentreFacts.auditoriumSeats)} places accueille chaque année les ${countInWords(archiveCentreFacts.conferencesPerYear)} conférences du CHETOM, ainsi que des classes et des journées d’étude.`,
    },
  ],
  archivesTitle: 'Entrées récentes dans les archives',
  teamTitle: 'L’équipe',
  team: [
    {
      name: null,
      role: 'Responsable du centre d’archives',
      text: 'Elle dirige le centre, organise l’accueil des fonds et répond aux demandes des chercheurs.',
    },
    {
      name: null,
      role: 'Chargé des fonds photographiques',
      text: 'Il inventorie, numérise et décrit les photographies et les plaques de verre.',
    },
  ] satisfies TeamMember[],
  contactTitle: 'Contacter le CHETOM',
  contactText:
    'Pour une recherche, une consultation en salle de lecture ou un fonds à confier, écrivez au centre d’archives : un archiviste vous répondra.',
  contactLinks: [
    { to: paths.contactChetom, label: 'Écrire au CHETOM' },
    { to: paths.contactChooser, label: 'Tous les formulaires de contact' },
  ],
} as const;
