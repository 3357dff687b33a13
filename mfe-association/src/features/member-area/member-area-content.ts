import { paths } from '@mtdm/shared/routing';

/** Texts of the member area. */
export const memberAreaContent = {
  notice: 'Cet espace réservé aux adhérents est en construction.',
  detail:
    'Il permettra bientôt aux membres de l’association de retrouver leurs informations et les documents qui leur sont destinés. En attendant, voici comment nous joindre ou nous rejoindre.',
  links: [
    { to: paths.membership, label: 'Devenir adhérent', primary: true },
    { to: paths.contactAssociation, label: 'Écrire à l’association', primary: false },
  ],
} as const;
