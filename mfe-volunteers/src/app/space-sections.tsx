// The space's screens: where each lives under /benevoles/, its name in the menu, and the roles that
// open it (the server refuses the others anyway).
import type { ReactElement } from 'react';
import { calls, type VolunteerRole } from '../common/space-client';
import { InboxDetail } from '../features/inbox/inbox-detail';
import { InboxList } from '../features/inbox/inbox-list';
import { DESTINATIONS, inboxTexts, type DestinationName } from '../features/inbox/inbox-texts';
import { MembershipDetail } from '../features/memberships/membership-detail';
import { MEMBERSHIPS_PATH, ORDERS_PATH, TOURS_PATH } from '../common/space-addresses';
import { MembershipsList } from '../features/memberships/memberships-list';
import { OrderDetail } from '../features/orders/order-detail';
import { OrdersList } from '../features/orders/orders-list';
import { ConferenceBookings } from '../features/conferences/conference-bookings';
import { NewsletterExport } from '../features/newsletter/newsletter-export';
import { PersonRequests } from '../features/personal-data/person-requests';
import { ViewsJournal } from '../features/personal-data/views-journal';
import { TourDetail } from '../features/tours/tour-detail';
import { DonationDetail } from '../features/treasury/donation-detail';
import { DonationsList } from '../features/treasury/donations-list';
import { ReceiptsList } from '../features/treasury/receipts-list';
import { DONATIONS_PATH, RECEIPTS_PATH, treasuryTexts } from '../features/treasury/treasury-texts';
import { ToursList } from '../features/tours/tours-list';

export interface SpaceSection {
  /** In the menu. */
  readonly label: string;
  readonly path: string;
  readonly roles: readonly VolunteerRole[];
  readonly list: ReactElement;
  /** The screen of one item, at `${path}/<id>`. */
  readonly item?: (id: string) => ReactElement;
}

/** The roles a section opens to: those its list's call admits (the contract says them once). */
const rolesOf = (call: { readonly access: unknown }): readonly VolunteerRole[] =>
  Array.isArray(call.access) ? (call.access as readonly VolunteerRole[]) : [];

const DESTINATION_ROLES: Readonly<Record<DestinationName, VolunteerRole>> = {
  musee: 'musee',
  association: 'administration',
  chetom: 'chetom',
};
const APPLICATIONS_PATH = '/benevoles/candidatures';

const messageSection = (destination: DestinationName): SpaceSection => {
  const path = `/benevoles/messages/${destination}`;
  return {
    label: inboxTexts.messagesTitle[destination],
    path,
    roles: [DESTINATION_ROLES[destination]],
    list: <InboxList title={inboxTexts.messagesTitle[destination]} path={path} items={{ destination }} />,
    item: (id) => <InboxDetail id={id} listPath={path} kind="message" />,
  };
};

const spaceSections: readonly SpaceSection[] = [
  {
    label: 'Commandes',
    path: ORDERS_PATH,
    roles: rolesOf(calls.orders),
    list: <OrdersList />,
    item: (id) => <OrderDetail id={id} />,
  },
  {
    label: 'Adhésions',
    path: MEMBERSHIPS_PATH,
    roles: rolesOf(calls.memberships),
    list: <MembershipsList />,
    item: (id) => <MembershipDetail id={id} />,
  },
  {
    label: treasuryTexts.donationsTitle,
    path: DONATIONS_PATH,
    roles: rolesOf(calls.donations),
    list: <DonationsList />,
    item: (id) => <DonationDetail id={id} />,
  },
  {
    label: treasuryTexts.receiptsTitle,
    path: RECEIPTS_PATH,
    roles: rolesOf(calls.receipts),
    list: <ReceiptsList />,
  },
  {
    label: 'Visites guidées',
    path: TOURS_PATH,
    roles: ['musee'],
    list: <ToursList />,
    item: (id) => <TourDetail id={id} />,
  },
  ...DESTINATIONS.map(messageSection),
  {
    label: inboxTexts.applicationsTitle,
    path: APPLICATIONS_PATH,
    roles: ['musee'],
    list: <InboxList title={inboxTexts.applicationsTitle} path={APPLICATIONS_PATH} items="applications" />,
    item: (id) => <InboxDetail id={id} listPath={APPLICATIONS_PATH} kind="application" />,
  },
  {
    label: 'Données personnelles',
    path: '/benevoles/personnes',
    roles: ['administration'],
    list: <PersonRequests />,
  },
  {
    label: 'Réservations des conférences',
    path: '/benevoles/conferences',
    roles: ['administration'],
    list: <ConferenceBookings />,
  },
  {
    label: 'Lettre d’information',
    path: '/benevoles/lettre',
    roles: ['administration'],
    list: <NewsletterExport />,
  },
  {
    label: 'Journal des consultations',
    path: '/benevoles/journal',
    roles: ['administration'],
    list: <ViewsJournal />,
  },
];

/** The sections a volunteer's roles open. */
export const sectionsFor = (roles: readonly VolunteerRole[]) =>
  spaceSections.filter((section) => section.roles.some((role) => roles.includes(role)));

/** The section an address is in, and the item it names (/benevoles/commandes/pay_1 → pay_1). */
export function screenAt(pathname: string, sections: readonly SpaceSection[]) {
  for (const section of sections) {
    if (pathname === section.path || pathname === `${section.path}/`) return { section, id: null };
    if (pathname.startsWith(`${section.path}/`) && section.item) {
      const id = decodeURIComponent(pathname.slice(section.path.length + 1).replace(/\/$/, ''));
      if (id && !id.includes('/')) return { section, id };
    }
  }
  return null;
}
