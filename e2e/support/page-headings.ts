import { pages, type PageKey } from '@mtdm/shared/routing';

/** Pages whose main heading is not their title: the payment result shows its state. */
const headingOf: Partial<Record<PageKey, string>> = {
  home: 'Musée des Troupes de Marine',
  paymentSuccess: 'Traitement en cours...',
  registrationSuccess: 'Traitement en cours...',
  donationSuccess: 'Traitement en cours...',
};

/** The main heading (h1) a page shows first. */
export const headingFor = (key: PageKey): string => headingOf[key] ?? pages[key].title;
