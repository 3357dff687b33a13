// Which of the association's details are still to fill in: for the content check and the server's
// start (never needed by a page, so kept out of site-details.ts, which every page's frame loads).
import { given } from './site-details';
import type { AssociationDetails } from './types';

const MISSING_LABELS: Readonly<Partial<Record<keyof AssociationDetails, string>>> = {
  object: 'objet de l’association',
  registeredAddress: 'adresse du siège',
  rnaNumber: 'numéro RNA',
  siret: 'SIRET',
  publicationDirector: 'directeur ou directrice de la publication',
  host: 'hébergeur du site',
  consumerMediator: 'médiateur de la consommation',
  postalBox: 'boîte postale',
  signatoryName: 'signataire des reçus',
  signatoryRole: 'qualité du signataire',
  emailAssociation: 'courriel de l’association',
  emailMuseum: 'courriel du musée',
  emailArchiveCentre: 'courriel du CHETOM',
  emailShop: 'courriel de la boutique',
};

/** The editor's labels of the details still to fill in. */
export const missingDetailsOf = (association: AssociationDetails): string[] =>
  (Object.keys(MISSING_LABELS) as (keyof AssociationDetails)[])
    .filter((field) => !given(association[field] as string | undefined))
    .map((field) => MISSING_LABELS[field]!);
