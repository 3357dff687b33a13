import { paths } from '../routing';

/**
 * The accessibility statement's facts (RGAA 4.1), shown in the legal information and, as the law
 * asks, in the footer of every page. Change the status only after a full RGAA audit.
 */
export const accessibilityStatement = {
  /** "totalement conforme", "partiellement conforme" or "non conforme" (no audit yet: non conforme). */
  status: 'non conforme',
  /** Date of the statement, French. */
  date: '23 novembre 2026',
  anchor: 'accessibilite',
  /** The link of the footer. */
  path: `${paths.legalInformation}#accessibilite`,
} as const;

export const accessibilityFooterLabel = `Accessibilité : ${accessibilityStatement.status}`;
