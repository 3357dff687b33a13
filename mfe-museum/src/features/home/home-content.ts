import { paths } from '@mtdm/shared/routing';

/** Texts of the home page (a volunteer edits them here, not in the JSX). */
export const homeContent = {
  hero: {
    title: 'Musée des Troupes de Marine',
    text: 'Quatre siècles d’histoire des marsouins et des bigors, racontée à Fréjus par leurs uniformes, leurs drapeaux, leurs archives et leurs souvenirs.',
    imageAlt: 'Illustration de la façade du musée, drapeau tricolore au sommet.',
    actions: [
      { to: paths.practicalInfo, label: 'Préparer votre visite' },
      { to: paths.collections, label: 'Découvrir les collections' },
    ],
  },
  welcome: {
    title: 'Bienvenue au musée',
    paragraphs: [
      'Ouvert en 1981 et labellisé Musée de France en 2006, le Musée des Troupes de Marine retrace l’histoire de l’infanterie et de l’artillerie de marine, devenues troupes coloniales puis troupes de marine, depuis les compagnies ordinaires de la mer jusqu’aux opérations d’aujourd’hui.',
      'Environ 4 500 objets y sont exposés sur 1 100 m², dans des salles complétées par un espace de 400 m² réservé aux expositions temporaires. Près de 17 000 visiteurs en franchissent chaque année les portes, et l’entrée est libre.',
      'Le musée est ouvert du mardi au dimanche, de 10 h à 18 h ; il est fermé le lundi ainsi que de Noël au jour de l’An.',
    ],
  },
  news: {
    title: 'Prochainement au musée et à l’association',
    listLabel: 'Prochaines actualités',
    previous: 'Actualités précédentes',
    next: 'Actualités suivantes',
    empty:
      'Aucun rendez-vous n’est annoncé pour le moment. Les actualités passées restent consultables dans leurs archives :',
    archives: [
      { to: paths.museumNews, label: 'actualités du musée' },
      { to: paths.associationNews, label: 'actualités de l’association' },
    ],
  },
  teasers: {
    title: 'À découvrir',
    cards: [
      {
        title: 'Les collections',
        text: 'Des compagnies ordinaires de la mer aux régiments d’aujourd’hui : uniformes, armes, drapeaux et objets du quotidien, présentés par grandes périodes et par thèmes.',
        to: paths.collections,
        linkLabel: 'Parcourir les collections',
      },
      {
        title: 'Les conférences',
        text: 'Chaque année, l’association des amis du musée invite historiens et témoins pour huit conférences ouvertes à tous, dont les textes restent en ligne.',
        to: paths.conferences,
        linkLabel: 'Voir le programme des conférences',
      },
      {
        title: 'Les actualités',
        text: 'Expositions, nouvelles vitrines, Nuit des musées, Journées du patrimoine : toute la vie du musée, année après année.',
        to: paths.museumNews,
        linkLabel: 'Lire les actualités du musée',
      },
    ],
  },
  join: {
    title: 'Rejoignez les amis du musée',
    text: 'Fondée en 1979, l’association des amis du Musée des Troupes de Marine compte environ 9 000 membres. Elle soutient l’enrichissement des collections, organise les conférences et fait vivre la mémoire des troupes de marine. L’adhésion individuelle est de 20 € par an.',
    linkLabel: 'Devenir adhérent',
    to: paths.membership,
  },
} as const;
