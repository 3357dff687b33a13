import type { SiteDetails } from '@mtdm/shared/content';

/**
 * The association as its tax receipts and attestations name it, and who signs them, from the
 * published content (content/association.json). While its object, its registered office or its
 * signatory is still missing, every document says "spécimen — non valable" across the page.
 */
export interface DocumentIssuer {
  /** Beneficiary's name, as registered. */
  readonly name: string;
  /** Beneficiary's address (its registered office). */
  readonly address: string;
  /** Its object, as its statutes state it. */
  readonly object: string;
  /** Its number in the national register of associations, when given. */
  readonly rnaNumber?: string;
  /** Where the documents are signed ("Fait à …"). */
  readonly place: string;
  readonly signatoryName: string;
  readonly signatoryRole: string;
  /** True while a detail above is missing: every document is then a specimen. */
  readonly specimen: boolean;
}

/** Said on a specimen where a detail is missing: never a value that could pass for a real one. */
const NOT_GIVEN = 'non renseigné';

export function issuerOf(details: SiteDetails): DocumentIssuer {
  const { legal, signatory } = details;
  return {
    name: `${details.associationName} (${details.associationShortName})`,
    address: legal.registeredAddress ?? NOT_GIVEN,
    object: legal.object ?? NOT_GIVEN,
    ...(legal.rnaNumber ? { rnaNumber: legal.rnaNumber } : {}),
    place: details.city,
    signatoryName: signatory?.name ?? NOT_GIVEN,
    signatoryRole: signatory?.role ?? NOT_GIVEN,
    specimen: !legal.registeredAddress || !legal.object || !signatory,
  };
}
