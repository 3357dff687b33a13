import { z } from 'zod';
import { freeText, shortText } from './fields';

/**
 * Online withdrawal (droit de rétractation, French consumer code, "fonction de rétractation"
 * in force since 19 June 2026). Not one of the eleven calls of the pages: added for the shop's terms.
 * POST /api/retractation (JSON).
 */
export const withdrawalRequestSchema = z.object({
  orderReference: shortText,
  firstName: shortText,
  lastName: shortText,
  email: shortText,
  /** The items the buyer withdraws from, as they describe them. */
  items: freeText,
});

/** The acknowledgement: shown to the buyer and e-mailed to them. */
export const withdrawalResponseSchema = z.object({
  success: z.literal(true),
  /** Reference of the withdrawal, e.g. "RET-2026-000123". */
  reference: z.string(),
  /** When the server recorded it (ISO 8601). */
  receivedAt: z.string(),
  /**
   * Whether the acknowledgement was also mailed to the buyer: only when the order reference and the
   * e-mail address match a recorded order (the site sends no mail to an address it does not know).
   */
  acknowledgementMailed: z.boolean(),
});

export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;
