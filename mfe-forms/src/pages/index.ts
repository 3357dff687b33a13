import type { RemotePageModule } from '@mtdm/shared/ui';
import * as workAtMuseumPage from './work-at-museum-page';
import * as membershipPage from './membership-page';
import * as donationPage from './donation-page';
import * as donationSuccessPage from './donation-success-page';
import * as donationCancelPage from './donation-cancel-page';
import * as registrationSuccessPage from './registration-success-page';
import * as registrationCancelPage from './registration-cancel-page';
import * as contactChooserPage from './contact-chooser-page';
import * as contactChetomPage from './contact-chetom-page';
import * as contactMuseumPage from './contact-museum-page';
import * as contactAssociationPage from './contact-association-page';
import * as guidedTourPage from './guided-tour-page';

/** Every page this module owns; each is exposed to the shell as './<PascalCaseFileName>'. */
export const ownPages: readonly RemotePageModule[] = [
  workAtMuseumPage,
  membershipPage,
  donationPage,
  donationSuccessPage,
  donationCancelPage,
  registrationSuccessPage,
  registrationCancelPage,
  contactChooserPage,
  contactChetomPage,
  contactMuseumPage,
  contactAssociationPage,
  guidedTourPage,
];
