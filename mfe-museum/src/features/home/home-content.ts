import { MEMBERSHIP_FEES_CENTS } from '@mtdm/shared/commerce';
import { paths } from '@mtdm/shared/routing';
import { associationFacts, countInWords, formatArea, formatCount, museumFacts } from '@mtdm/shared/site';

/** Texts of the home page (a volunteer edits them here, not in the JSX). */
export const homeContent = {
  hero: {
    title: 'Musée des Troupes de Marine',
    text: 'Quatre siècles d’histoire des marsouins et des bigors, racontée à Fréjus par leurs uniformes, leurs drapeaux, leurs archives et leurs souvenirs.',
    imageAlt: 'L’ancre d’or des troupes de marine dans un double cercle, sur fond bleu marine.',
    actions: [
      { to: paths.practicalInfo, label: 'Préparer votre visite' },
      { to: paths.collections, label: 'Découvrir les collections' },
    ],
  },
  welcome: {
    title: 'Bienvenue au musée',
    paragraphs: [
      `Ouvert en ${museumFacts.openedIn} et labellisé Musée de France en ${museumFacts.museeDeFranceSince}, le Musée des Troupes de Marine retrace l’histoire de l’infanterie et de l’artillerie de marine, devenues troupes coloniales puis troupes de marine, depuis les compagnies ordinaires de la mer jusqu’aux opérations d’aujourd’hui.`,
      `Environ ${formatCount(museumFacts.objectsOnDisplay)} objets y sont exposés sur ${formatArea(museumFacts.permanentAreaM2)}, dans des salles complétées par un espace de ${formatArea(museumFacts.temporaryRoomM2)} réservé aux expositions temporaires. Environ ${formatCount(museumFacts.visitorsPerYear)} visiteurs en franchissent chaque année les portes, et l’entrée est libre.`,
      'Le musée est ouvert du mardi au dimanche, de 10 h à 18 h ; il est fermé le lundi ainsi que de Noël au jour de l’An.',
    ],
  },
  news: {
    title: 'Prochainement au musée et à l’association',
    listLabel: 'Prochaines actualités',
    previous: 'Actualités précédentes',
    next: 'Actualités suivantes',
    empty:
      'Aucun rendez-vous n’est annoncé pour le moment. Les actualités passées restent consultables dans leurs archives :',
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
        text: 'Des compagnies ordinaires de la mer aux régiments d’aujourd’hui : uniformes, armes, drapeaux et objets du quotidien, présentés par grandes périodes et par thèmes.',
        to: paths.collections,
        linkLabel: 'Parcourir les collections',
      },
      {
        title: 'Les conférences',
        text: `Chaque année, l’association des amis du musée invite historiens et témoins pour ${countInWords(associationFacts.conferencesPerYear)} conférences ouvertes à tous ; les textes que leurs auteurs confient sont publiés en ligne.`,
        to: paths.conferences,
        linkLabel: 'Voir le programme des conférences',
      },
      {
        title: 'Les actualités',
        text: 'Expositions, nouvelles vitrines, Nuit des musées, Journées du patrimoine : toute la vie du musée, année après année.',
        to: paths.museumNews,
        linkLabel: 'Lire les actualités du musée',
      },
    ],
  },
  join: {
    title: 'Rejoignez les amis du musée',
    text: `Fondée en ${associationFacts.foundedIn}, l’association des amis du Musée des Troupes de Marine compte environ ${formatCount(associationFacts.members)} membres. Elle soutient l’enrichissement des collections, organise les conférences et fait vivre la mémoire des troupes de marine. L’adhésion individuelle est de ${formatCount(MEMBERSHIP_FEES_CENTS.individual / 100)}\u00a0€ par an.`,
    linkLabel: 'Devenir adhérent',
    to: paths.membership,
  },
} as const;
