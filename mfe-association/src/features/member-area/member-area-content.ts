import { paths } from '@mtdm/shared/routing';

/** Texts of the member area (a volunteer edits them here, not in the JSX). */
export const memberAreaContent = {
  intro:
    'Adhérents de l’association : retrouvez ici vos adhésions, votre numéro d’adhérent, vos attestations et vos reçus fiscaux, corrigez vos coordonnées et renouvelez votre adhésion en une étape. Donateurs : retrouvez vos dons et leurs reçus fiscaux.',
  how: 'Saisissez l’adresse e-mail de votre adhésion ou de votre don : nous vous envoyons un lien de connexion, valable 15 minutes et utilisable une seule fois. Aucun mot de passe à retenir.',
  emailLabel: 'Adresse e-mail de votre adhésion ou de votre don',
  submit: 'Recevoir un lien de connexion',
  sending: 'Envoi…',
  failed: 'Le lien n’a pas pu être envoyé. Réessayez dans quelques instants.',
  notYet: 'Pas encore adhérent ?',
  links: [
    { to: paths.membership, label: 'Devenir adhérent', primary: true },
    { to: paths.contactAssociation, label: 'Écrire à l’association', primary: false },
  ],
  signedIn: 'Vous êtes connecté(e) à votre espace adhérent.',
  openSpace: 'Ouvrir mon espace adhérent',
} as const;
