import { lowerCasePaths, paths, type PageKey } from '@mtdm/shared/routing';

/** One entry of a submenu: a page of the site, or the reception telephone. */
export type MenuEntry =
  | { readonly kind: 'page'; readonly page: PageKey; readonly label: string }
  | { readonly kind: 'phone'; readonly label: string };

export interface MenuGroup {
  /** Stable identifier, used for element ids. */
  readonly id: string;
  readonly label: string;
  readonly entries: readonly MenuEntry[];
}

const page = (key: PageKey, label: string): MenuEntry => ({ kind: 'page', page: key, label });

/** The reception's telephone: its number comes from the published practical facts (MenuLink). */
const phone: MenuEntry = { kind: 'phone', label: 'Appeler l’accueil' };

/** The main menu of the common frame (docs/pages-and-routes.md), grouped in four submenus. */
export const menuGroups: readonly MenuGroup[] = [
  {
    id: 'musee',
    label: 'Le musée',
    entries: [
      page('museumInBrief', 'Le musée en bref'),
      page('collections', 'Ses collections'),
      page('archiveCentre', 'Le CHETOM'),
      page('workAtMuseum', 'Travailler au musée'),
      page('shop', 'La boutique'),
    ],
  },
  {
    id: 'association',
    label: 'L’association',
    entries: [
      page('missions', 'Ses missions'),
      page('conferences', 'Ses conférences'),
      page('membership', 'Devenir adhérent'),
      page('memberArea', 'Espace adhérent'),
    ],
  },
  {
    id: 'actualites',
    label: 'Actualités',
    entries: [
      page('agenda', 'Agenda'),
      page('museumNews', 'Actualités du musée'),
      page('associationNews', 'Actualités de l’AAMTDM'),
    ],
  },
  {
    id: 'contacts',
    label: 'Contacts',
    entries: [
      page('contactChooser', 'Formulaires de contact'),
      phone,
      page('practicalInfo', 'Informations pratiques'),
      page('guidedTour', 'Visite guidée'),
    ],
  },
];

const lowerCaseByPage: Partial<Record<string, string>> = lowerCasePaths;

/** The lower-case form of a page's path that the footer links to. */
export function footerPathOf(key: PageKey): string {
  return lowerCaseByPage[key] ?? paths[key].toLowerCase();
}
