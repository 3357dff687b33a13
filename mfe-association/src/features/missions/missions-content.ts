import { paths } from '@mtdm/shared/routing';
import { silentClip } from '@mtdm/shared/ui';
import posterUrl from '../../assets/videos/missions-poster-640x360.webp';
import captionsUrl from '../../assets/videos/missions.fr.vtt';
import videoUrl from '../../assets/videos/missions.mp4';
import { associationFacts, countInWords, formatCount } from '@mtdm/shared/site';

/** The label of the membership buttons, word for word. */
const JOIN_LABEL = 'Devenir Adhérent';

/** Texts of the missions page (edit here, not in the JSX). */
export const missionsContent = {
  hero: {
    image: 'hero',
    imageAlt: '',
    text: `Depuis ${associationFacts.foundedIn}, l’association des amis du Musée des Troupes de Marine (AAMTDM) accompagne le musée de Fréjus et fait vivre la mémoire des marsouins et des bigors.`,
  },
  join: { to: paths.membership, label: JOIN_LABEL },
  introTitle: 'Qui sommes-nous ?',
  intro: [
    `L’AAMTDM réunit environ ${formatCount(associationFacts.members)} membres : anciens des troupes de marine, militaires d’active et de réserve, familles, passionnés d’histoire et simples visiteurs devenus fidèles.`,
    'Association indépendante, elle soutient le musée par ses cotisations, ses dons et le travail de ses bénévoles. Elle contribue à l’acquisition et à la restauration d’objets, au rayonnement des collections et à l’accueil du public.',
  ],
  videoTitle: 'L’association en images',
  video: silentClip({
    src: videoUrl,
    poster: posterUrl,
    captions: captionsUrl,
    title: 'Présentation de l’association en trois images (10 secondes, sans son)',
  }),
  videoCaption: 'Vidéo sans son, sous-titrée en français.',
  sections: [
    {
      id: 'dynamisme',
      title: 'Une association dynamique',
      paragraphs: [
        `Chaque année, ${countInWords(associationFacts.conferencesPerYear)} conférences ouvertes à tous réunissent historiens, chercheurs et témoins autour de l’histoire des troupes de marine. Les textes que leurs auteurs confient à l’association sont ensuite publiés en ligne.`,
        'L’assemblée générale, les voyages de mémoire et les rencontres entre membres rythment la vie de l’association tout au long de l’année.',
      ],
    },
    {
      id: 'rayonnement',
      title: 'Faire rayonner le musée',
      paragraphs: [
        'L’association participe aux grands rendez-vous du musée, comme la Nuit européenne des musées et les Journées européennes du patrimoine, et fait connaître ses collections au-delà de Fréjus.',
        'Elle édite des publications, anime la boutique de souvenirs et relaie les actualités du musée et de son centre d’archives.',
      ],
    },
    {
      id: 'engagement',
      title: 'Un engagement dans la cité',
      paragraphs: [
        'Présente aux cérémonies commémoratives, et en particulier à celle de Bazeilles chaque fin d’été, l’association entretient le lien entre les anciens, les régiments d’aujourd’hui et les habitants de la région.',
        'Elle accueille les scolaires et accompagne les enseignants qui souhaitent faire découvrir à leurs élèves l’histoire de l’outre-mer et des troupes de marine.',
      ],
    },
    {
      id: 'adherer',
      title: 'Nous rejoindre',
      paragraphs: [
        'Adhérer, c’est soutenir directement le musée et prendre part à la vie de l’association. La cotisation annuelle est de 20 € pour une adhésion individuelle et de 150 € pour une association ou une amicale.',
        'Vous pouvez adhérer en ligne en quelques minutes, et ajouter un don à votre cotisation si vous le souhaitez.',
      ],
    },
  ],
} as const;
