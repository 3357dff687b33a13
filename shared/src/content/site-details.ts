// The practical facts and the association's details as pages, mails and documents show them, from
// the published content: one derivation, so the header, the legal page and a tax receipt always say
// the same thing. A detail the association has not filled in yet gets neutral wording, never a
// placeholder; missingDetailsOf (missing-details.ts) lists them for the content check and the server.
import type { AssociationDetails, PracticalInfo } from './types';

export interface SiteDetails {
  readonly museumName: string;
  readonly associationName: string;
  readonly associationShortName: string;
  readonly archiveCentreName: string;
  readonly city: string;
  /** Displayed with non-breaking spaces (never cut), dialled in international form. */
  readonly receptionPhone: { readonly display: string; readonly dial: string };
  readonly museumAddress: {
    readonly street: string;
    readonly postcode: string;
    readonly city: string;
    readonly latitude: number;
    readonly longitude: number;
  };
  readonly openingHours: Pick<
    PracticalInfo,
    'opens' | 'closes' | 'openDays' | 'closedDays' | 'annualClosure'
  >;
  /** Where the association receives mail (membership cheques): its postal box, else the museum. */
  readonly associationPostalAddress: readonly string[];
  /** null: not given yet (pages then point to the contact forms). */
  readonly emails: {
    readonly association: string | null;
    readonly museum: string | null;
    readonly archiveCentre: string | null;
    readonly shop: string | null;
  };
  /** The legal mentions, each null while not given. */
  readonly legal: {
    readonly object: string | null;
    readonly registeredAddress: string | null;
    readonly rnaNumber: string | null;
    readonly siret: string | null;
    readonly publicationDirector: string | null;
    readonly host: string | null;
    readonly consumerMediator: string | null;
  };
  readonly signatory: { readonly name: string; readonly role: string } | null;
}

/** Wording for a legal detail not given yet: neutral, and true. */
export const NOT_GIVEN_YET = 'communiqué sur simple demande à l’association';

const NBSP = '\u00a0';
/** A detail filled in, trimmed, or null. */
export const given = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export function siteDetailsOf(practical: PracticalInfo, association: AssociationDetails): SiteDetails {
  const museumAddress = {
    street: practical.street,
    postcode: practical.postcode,
    city: practical.city,
    latitude: practical.latitude,
    longitude: practical.longitude,
  };
  const digits = practical.receptionPhone.replace(/\s/g, '');
  const postalBox = given(association.postalBox);
  return {
    museumName: association.museumName,
    associationName: association.associationName,
    associationShortName: association.associationShortName,
    archiveCentreName: association.archiveCentreName,
    city: practical.city,
    receptionPhone: {
      display: digits.replace(/(\d{2})(?=\d)/g, `$1${NBSP}`),
      dial: `+33${digits.slice(1)}`,
    },
    museumAddress,
    openingHours: {
      opens: practical.opens,
      closes: practical.closes,
      openDays: practical.openDays,
      closedDays: practical.closedDays,
      annualClosure: practical.annualClosure,
    },
    associationPostalAddress: postalBox
      ? [association.associationShortName, postalBox, `${practical.postcode} ${practical.city}`]
      : [
          association.associationShortName,
          association.museumName,
          practical.street,
          `${practical.postcode} ${practical.city}`,
        ],
    emails: {
      association: given(association.emailAssociation),
      museum: given(association.emailMuseum),
      archiveCentre: given(association.emailArchiveCentre),
      shop: given(association.emailShop),
    },
    legal: {
      object: given(association.object),
      registeredAddress: given(association.registeredAddress),
      rnaNumber: given(association.rnaNumber),
      siret: given(association.siret),
      publicationDirector: given(association.publicationDirector),
      host: given(association.host),
      consumerMediator: given(association.consumerMediator),
    },
    signatory:
      given(association.signatoryName) && given(association.signatoryRole)
        ? { name: association.signatoryName!.trim(), role: association.signatoryRole!.trim() }
        : null,
  };
}

/** The time of the museum's opening hours as French text: "10 h" for 10:00, "17 h 30" for 17:30. */
export const frenchHour = (time: string) => {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}${NBSP}h${minutes === '00' ? '' : `${NBSP}${minutes}`}`;
};
