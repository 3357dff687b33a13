import type { RemotePageModule } from '@mtdm/shared/ui';
import * as missionsPage from './missions-page';
import * as conferencesPage from './conferences-page';
import * as associationNewsPage from './association-news-page';
import * as memberAreaPage from './member-area-page';
import * as legalInformationPage from './legal-information-page';

/** Every page this module owns; each is exposed to the shell as './<PascalCaseFileName>'. */
export const ownPages: readonly RemotePageModule[] = [
  missionsPage,
  conferencesPage,
  associationNewsPage,
  memberAreaPage,
  legalInformationPage,
];
