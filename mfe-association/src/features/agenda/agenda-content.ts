import type { AgendaKind } from '@mtdm/shared/news';
import { museumFacts } from '@mtdm/shared/site';

/** Texts of the agenda page (the events themselves are content: exhibitions and news). */
export const agendaContent = {
  intro:
    'Les expositions temporaires, les conférences et les rendez-vous du musée et de son association, du plus proche au plus lointain. Choisissez un type ou un mois pour resserrer la liste.',
  subscribe: 'S’abonner à l’agenda dans mon application de calendrier',
  subscribeHint:
    'Copiez ce lien dans votre agenda (Google Agenda, Outlook, Calendrier d’Apple…) : les rendez-vous s’y ajoutent et s’y mettent à jour d’eux-mêmes.',
  filtersTitle: 'Filtrer l’agenda',
  kindLabel: 'Type',
  monthLabel: 'Mois',
  allKinds: 'Tous les rendez-vous',
  allMonths: 'Tous les mois',
  apply: 'Afficher',
  kinds: {
    exhibition: 'Expositions',
    conference: 'Conférences',
    museumEvent: 'Événements du musée',
    associationEvent: 'Vie de l’association',
  } satisfies Record<AgendaKind, string>,
  kindOne: {
    exhibition: 'Exposition',
    conference: 'Conférence',
    museumEvent: 'Événement du musée',
    associationEvent: 'Association',
  } satisfies Record<AgendaKind, string>,
  count: (shown: number) =>
    shown === 0
      ? 'Aucun rendez-vous ne correspond à ces choix.'
      : shown === 1
        ? '1 rendez-vous'
        : `${shown} rendez-vous`,
  empty: 'Aucun rendez-vous n’est annoncé pour le moment. Revenez bientôt !',
  noExhibition: `Aucune exposition temporaire n’est annoncée pour le moment : la salle de ${museumFacts.temporaryRoomM2} m² accueillera la prochaine dès qu’elle sera publiée ici.`,
  place: 'Lieu',
  when: 'Quand',
  entry: 'Entrée',
  free: 'libre et gratuite',
  notFree: 'payante',
  seats: 'Places à réserver',
  more: 'En savoir plus',
  book: 'Réserver des places',
} as const;
