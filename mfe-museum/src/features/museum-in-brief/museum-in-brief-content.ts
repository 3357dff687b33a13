import { paths } from '@mtdm/shared/routing';
import { silentClip, type StatCounterProps } from '@mtdm/shared/ui';
import posterUrl from '../../assets/videos/musee-en-bref-poster-640x360.webp';
import captionsUrl from '../../assets/videos/musee-en-bref.fr.vtt';
import videoUrl from '../../assets/videos/musee-en-bref.mp4';
import { formatArea, formatCount, museumFacts } from '@mtdm/shared/site';

/** A curator of the museum, for the list of past curators. */
export interface Curator {
  readonly name: string;
  /** Rank or title, if any ("Colonel"). */
  readonly title?: string;
  /** "1981 – 1990" */
  readonly period: string;
}

/** Texts, figures and curators of "Le musée en bref" (edit here, not in the JSX). */
export const museumInBriefContent = {
  intro:
    'Un musée d’histoire militaire à Fréjus, dans le Var, où l’on suit quatre siècles d’engagement des troupes de marine, sur mer, outre-mer et en métropole.',
  cards: [
    {
      title: 'Les collections',
      text: 'Uniformes, armes, drapeaux, décorations et objets du quotidien, présentés par grandes périodes et par thèmes.',
      to: paths.collections,
      linkLabel: 'Voir les collections',
    },
    {
      title: 'Le centre d’archives',
      text: 'Le CHETOM conserve les archives, les photographies et les fonds privés confiés par les familles.',
      to: paths.archiveCentre,
      linkLabel: 'Découvrir le CHETOM',
    },
    {
      title: 'Venir au musée',
      text: 'Entrée libre, du mardi au dimanche de 10 h à 18 h. Visites guidées pour les groupes sur demande.',
      to: paths.practicalInfo,
      linkLabel: 'Horaires et accès',
    },
  ],
  contact: { to: paths.contactMuseum, label: 'Contacter le musée' },
  historyTitle: 'Histoire du musée',
  history: [
    `Le musée ouvre ses portes à Fréjus en ${museumFacts.openedIn}. Ville de garnison depuis la Première Guerre mondiale, où des générations de soldats des troupes coloniales se sont entraînées avant de partir outre-mer, Fréjus était le lieu naturel pour rassembler les souvenirs de l’infanterie et de l’artillerie de marine.`,
    `Ses collections n’ont cessé de s’enrichir grâce aux régiments, aux anciens et à leurs familles. En ${museumFacts.museeDeFranceSince}, le musée reçoit l’appellation « Musée de France », qui reconnaît la valeur de ses collections et l’engage à les conserver, à les étudier et à les faire connaître du plus grand nombre.`,
    `Sur les ${formatCount(museumFacts.objectsHeld.from)} à ${formatCount(museumFacts.objectsHeld.to)} objets que compte le musée, environ ${formatCount(museumFacts.objectsOnDisplay)} sont aujourd’hui exposés. Le parcours permanent s’étend sur ${formatArea(museumFacts.permanentAreaM2)}, et une salle de ${formatArea(museumFacts.temporaryRoomM2)} s’y ajoute pour les expositions temporaires.`,
    `Environ ${formatCount(museumFacts.visitorsPerYear)} personnes visitent le musée chaque année : familles, groupes scolaires, anciens combattants, chercheurs et curieux de passage. L’entrée y est libre.`,
  ],
  videoTitle: 'Le musée en images',
  video: silentClip({
    src: videoUrl,
    poster: posterUrl,
    captions: captionsUrl,
    title: 'Présentation du Musée des Troupes de Marine en trois images (10 secondes, sans son)',
  }),
  videoCaption: 'Vidéo sans son, sous-titrée en français.',
  statsTitle: 'Le musée en chiffres',
  stats: [
    { value: museumFacts.visitorsPerYear, prefix: 'environ', label: 'visiteurs par an' },
    { value: museumFacts.objectsOnDisplay, prefix: 'environ', label: 'objets exposés' },
    { value: museumFacts.objectsHeld.from, prefix: 'plus de', label: 'objets conservés' },
    { value: museumFacts.permanentAreaM2, unit: 'm²', label: 'de parcours permanent' },
    { value: museumFacts.temporaryRoomM2, unit: 'm²', label: 'pour les expositions temporaires' },
  ] satisfies StatCounterProps[],
  curatorsTitle: 'Les conservateurs du musée',
  /** Add each curator here, oldest first: { name: 'Prénom Nom', title: 'Colonel', period: '1981 – 1990' }. */
  curators: [] as readonly Curator[],
  curatorsPending: `La liste des conservateurs qui se sont succédé à la tête du musée depuis ${museumFacts.openedIn} est en cours de préparation.`,
} as const;
