import type { PageKey } from '@mtdm/shared/routing';
import type { RemotePageRef } from '../features/remote-loading/load-remote-page';

/**
 * Which module renders which page (ARCHITECTURE.md, "Which module owns which route").
 * Paths and titles come from the shared page registry; this table only adds the owner.
 */
export const routeTable: Readonly<Record<PageKey, RemotePageRef>> = {
  home: { remote: 'mfe_museum', module: './HomePage' },
  museumInBrief: { remote: 'mfe_museum', module: './MuseumInBriefPage' },
  collections: { remote: 'mfe_museum', module: './CollectionsPage' },
  archiveCentre: { remote: 'mfe_museum', module: './ArchiveCentrePage' },
  museumNews: { remote: 'mfe_museum', module: './MuseumNewsPage' },
  practicalInfo: { remote: 'mfe_museum', module: './PracticalInfoPage' },

  missions: { remote: 'mfe_association', module: './MissionsPage' },
  conferences: { remote: 'mfe_association', module: './ConferencesPage' },
  associationNews: { remote: 'mfe_association', module: './AssociationNewsPage' },
  memberArea: { remote: 'mfe_association', module: './MemberAreaPage' },
  legalInformation: { remote: 'mfe_association', module: './LegalInformationPage' },

  shop: { remote: 'mfe_shop', module: './ShopPage' },
  paymentSuccess: { remote: 'mfe_shop', module: './PaymentSuccessPage' },
  paymentCancel: { remote: 'mfe_shop', module: './PaymentCancelPage' },
  termsOfSale: { remote: 'mfe_shop', module: './TermsOfSalePage' },

  workAtMuseum: { remote: 'mfe_forms', module: './WorkAtMuseumPage' },
  membership: { remote: 'mfe_forms', module: './MembershipPage' },
  donation: { remote: 'mfe_forms', module: './DonationPage' },
  donationSuccess: { remote: 'mfe_forms', module: './DonationSuccessPage' },
  donationCancel: { remote: 'mfe_forms', module: './DonationCancelPage' },
  registrationSuccess: { remote: 'mfe_forms', module: './RegistrationSuccessPage' },
  registrationCancel: { remote: 'mfe_forms', module: './RegistrationCancelPage' },
  contactChooser: { remote: 'mfe_forms', module: './ContactChooserPage' },
  contactChetom: { remote: 'mfe_forms', module: './ContactChetomPage' },
  contactMuseum: { remote: 'mfe_forms', module: './ContactMuseumPage' },
  contactAssociation: { remote: 'mfe_forms', module: './ContactAssociationPage' },
  guidedTour: { remote: 'mfe_forms', module: './GuidedTourPage' },
};
