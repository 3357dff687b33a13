// The space's common texts: its frame, its menu and the messages every screen may show.
import type { VolunteerRole } from '@mtdm/shared/contracts/signed-in/client';

export const spaceTexts = {
  title: 'Espace des bénévoles',
  signedInAs: (name: string, email: string) => `Connecté(e) : ${name} (${email})`,
  rolesLabel: 'Vos rôles',
  showYear: 'Afficher',
  noRole: 'Aucun rôle : vous ne voyez aucune donnée. Demandez à l’association de vous en attribuer un.',
  signOut: 'Me déconnecter',
  menuLabel: 'Menu de l’espace des bénévoles',
  loading: 'Chargement…',
  loadFailed: 'Les informations n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.',
  changeFailed: 'La modification n’a pas pu être enregistrée. Réessayez dans un instant.',
  retry: 'Réessayer',
  missing:
    'Cette fiche n’existe pas ou plus : elle a pu être effacée à la demande de la personne, ou à la fin de sa durée de conservation.',
  empty: 'Rien pour le moment.',
  back: 'Retour à la liste',
  open: 'Ouvrir',
  welcome:
    'Choisissez dans le menu ce que vous traitez. Chaque consultation d’une fiche est enregistrée, comme la loi le demande pour les données personnelles.',
} as const;

/** How a role is named to the volunteers. */
export const roleNames: Readonly<Record<VolunteerRole, string>> = {
  boutique: 'boutique',
  adhesions: 'adhésions',
  tresorerie: 'trésorerie',
  musee: 'musée',
  chetom: 'CHETOM',
  administration: 'administration',
};
