import type { RemotePageModule } from '@mtdm/shared/ui';
import * as homePage from './home-page';
import * as museumInBriefPage from './museum-in-brief-page';
import * as collectionsPage from './collections-page';
import * as archiveCentrePage from './archive-centre-page';
import * as museumNewsPage from './museum-news-page';
import * as practicalInfoPage from './practical-info-page';

/** Every page this module owns; each is exposed to the shell as './<PascalCaseFileName>'. */
export const ownPages: readonly RemotePageModule[] = [
  homePage,
  museumInBriefPage,
  collectionsPage,
  archiveCentrePage,
  museumNewsPage,
  practicalInfoPage,
];
