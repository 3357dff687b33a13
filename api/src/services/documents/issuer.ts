import { contactDetails } from '@mtdm/shared/site';

/**
 * The association as its tax receipts and attestations name it, and who signs them. Every value
 * comes from configuration (RECEIPT_* variables); the defaults are examples, and while any of them
 * is still an example every document says "spécimen — non valable" across the page.
 */
export interface DocumentIssuer {
  /** Beneficiary's name, as registered. */
  readonly name: string;
  /** Beneficiary's address (its registered office). */
  readonly address: string;
  /** Its object, as its statutes state it. */
  readonly object: string;
  /** Where the documents are signed ("Fait à …"). */
  readonly place: string;
  readonly signatoryName: string;
  readonly signatoryRole: string;
  /** True while a value above is still the example: every document is then a specimen. */
  readonly specimen: boolean;
}

const { museumAddress } = contactDetails;

/** The variables and their example values (never valid on a document given to a donor). */
const ISSUER_VARIABLES = {
  name: {
    variable: 'RECEIPT_ASSOCIATION_NAME',
    example: `${contactDetails.associationName} (${contactDetails.associationShortName})`,
  },
  address: {
    variable: 'RECEIPT_ASSOCIATION_ADDRESS',
    example: `${contactDetails.museumName}, ${museumAddress.street}, ${museumAddress.postcode} ${museumAddress.city} (adresse d’exemple)`,
  },
  object: {
    variable: 'RECEIPT_ASSOCIATION_OBJECT',
    example:
      'Soutenir le Musée des Troupes de Marine et faire connaître l’histoire des troupes de marine (objet d’exemple, à reprendre des statuts)',
  },
  place: { variable: 'RECEIPT_PLACE', example: museumAddress.city },
  signatoryName: { variable: 'RECEIPT_SIGNATORY_NAME', example: 'Nom du signataire (exemple)' },
  signatoryRole: { variable: 'RECEIPT_SIGNATORY_ROLE', example: 'Président de l’association (exemple)' },
} as const;

type IssuerField = keyof typeof ISSUER_VARIABLES;

/** The issuer from the environment; `missing` lists the variables still at their example. */
export function issuerFromEnv(env: NodeJS.ProcessEnv): DocumentIssuer & { readonly missing: string[] } {
  const missing: string[] = [];
  const value = (field: IssuerField) => {
    const { variable, example } = ISSUER_VARIABLES[field];
    const configured = env[variable]?.trim();
    // The place has a real default (the association's city): it alone makes no specimen.
    if (!configured && field !== 'place') missing.push(variable);
    return configured || example;
  };
  const issuer = {
    name: value('name'),
    address: value('address'),
    object: value('object'),
    place: value('place'),
    signatoryName: value('signatoryName'),
    signatoryRole: value('signatoryRole'),
  };
  return { ...issuer, specimen: missing.length > 0, missing };
}
