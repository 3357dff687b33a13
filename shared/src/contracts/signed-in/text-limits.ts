/**
 * How long the volunteers' texts may be, each written once: the space's fields stop there, and the api
 * refuses a longer one with a French message rather than cutting it.
 */
export const SPACE_TEXT_LIMITS = {
  /** A parcel's carrier and its tracking number, each. */
  parcel: 80,
  /** The reason of a refund or of a document's correction, on one line. */
  reason: 200,
  /** The guide of a confirmed tour. */
  guide: 80,
  /** Why a tour is declined, which the visitor reads in the museum's answer. */
  tourAnswer: 1000,
} as const;
