/**
 * The figures the pages state about the museum, its research centre and the association. Each is written
 * once, in facts.json, and read by every page that shows it, so two pages cannot disagree
 * (scripts/tests/site-facts.test.mjs reads the pre-rendered pages against the same file). Change a figure
 * there, rebuild, and every page follows.
 */
import facts from './facts.json';
import { FRENCH_NUMBER_WORDS } from './french-number-words';
import { formatFrenchNumber } from './number-format';

/** The museum: its opening, its label, its visitors, its objects and its galleries. */
export const museumFacts: {
  readonly openedIn: number;
  readonly museeDeFranceSince: number;
  readonly visitorsPerYear: number;
  readonly objectsOnDisplay: number;
  readonly objectsHeld: { readonly from: number; readonly to: number };
  /** The permanent galleries. */
  readonly permanentAreaM2: number;
  /** The room for temporary exhibitions, in addition to the permanent galleries. */
  readonly temporaryRoomM2: number;
} = facts.museum;

/** The CHETOM, the museum's archive and research centre; its conferences are its own, in its auditorium. */
export const archiveCentreFacts: {
  readonly foundedIn: number;
  readonly documents: number;
  readonly boxes: number;
  readonly privateCollections: number;
  readonly auditoriumSeats: number;
  readonly conferencesPerYear: number;
} = facts.archiveCentre;

/** The AAMTDM, the friends' association; its conferences are those whose texts its conferences page publishes. */
export const associationFacts: {
  readonly foundedIn: number;
  readonly members: number;
  readonly conferencesPerYear: number;
} = facts.association;

/** History told by the collections: the year the colonial troops take back the name of troupes de marine. */
export const historyFacts: { readonly troupesDeMarineNamedIn: number } = facts.history;

/** A count as French writes it, thousands set apart by a narrow no-break space: "17 000". */
export const formatCount = (value: number): string => formatFrenchNumber(value);

/** An area with its unit, held together by a no-break space: "1 100 m²". */
export const formatArea = (squareMetres: number): string => `${formatCount(squareMetres)}\u00a0m²`;

/** A count of ten or less in letters, as a sentence writes it ("huit conférences"); figures above ten. */
export const countInWords = (value: number): string =>
  Number.isInteger(value) && value >= 0 && value <= 10 ? FRENCH_NUMBER_WORDS[value]! : formatCount(value);
