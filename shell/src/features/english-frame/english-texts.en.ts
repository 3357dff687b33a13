import { paths, type PageKey } from '@mtdm/shared/routing';
import { IN_FRENCH } from '@mtdm/shared/site';

/** The pages of the visit in English, as the English menu lists them. */
export const englishMenu: readonly { readonly page: PageKey; readonly label: string }[] = [
  { page: 'museumInBriefEn', label: 'The museum' },
  { page: 'collectionsEn', label: 'Collections' },
  { page: 'archiveCentreEn', label: 'Archive centre' },
  { page: 'practicalInfoEn', label: 'Plan your visit' },
  { page: 'guidedTourEn', label: 'Guided tours' },
];

/** Pages with no English version: linked in French, and said so. */
export const frenchOnlyLinks: readonly { readonly page: PageKey; readonly label: string }[] = [
  { page: 'shop', label: 'Museum shop' },
  { page: 'conferences', label: 'Talks by the friends’ association' },
  { page: 'donation', label: 'Support the museum' },
  { page: 'contactChooser', label: 'Contact us' },
  { page: 'legalInformation', label: 'Legal information' },
];

export const englishTexts = {
  skipLink: 'Skip to content',
  welcome: 'Welcome',
  mainMenu: 'Main menu',
  footerMenu: 'Site map',
  visitInEnglish: 'Visit in English',
  moreInFrench: 'More, in French',
  switchToFrench: 'Français',
  /** The header's link to the search of the English pages. */
  search: 'Search',
  footerLine: 'the museum, its friends’ association (AAMTDM) and its archive centre (CHETOM).',
  quickLinks: {
    label: 'Quick links',
    newTab: 'new tab',
    widgets: [
      { href: paths.practicalInfoEn, label: 'Plan your visit', tone: 'navy' as const, icon: 'info' as const },
      {
        href: paths.donation,
        label: `Support the museum ${IN_FRENCH}`,
        tone: 'red' as const,
        icon: 'heart' as const,
      },
    ],
  },
  notFound: {
    title: 'Page not found',
    description: 'No page of the site answers at this address.',
    text: 'No page of the site answers at this address. The page may have moved, or a letter of the address may be missing or mistyped.',
    pagesHeading: 'The visit in English',
    frenchSite: 'The rest of the site is in French:',
    frenchHome: 'the French home page',
  },
  errors: {
    unavailableTitle: 'This page is unavailable for the moment',
    unavailableText:
      'Its content could not be loaded. Check your connection, then try again; the rest of the site is still reachable from the menu.',
    retry: 'Try again',
    loading: 'Loading the page…',
  },
};
