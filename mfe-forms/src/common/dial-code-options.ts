import { DIAL_CODES, dialCodeLabel, FRANCE_DIAL_CODE } from '@mtdm/shared/contracts';
import type { SelectOption } from '@mtdm/shared/ui';

/**
 * The world list as options whose value is the country (several countries share a code, and a
 * controlled list must show back the country that was chosen); send dialCodeOfCountry(value).
 */
export const COUNTRY_DIAL_OPTIONS: readonly SelectOption[] = DIAL_CODES.map((entry) => ({
  value: entry.country,
  label: dialCodeLabel(entry),
}));

/** The only prefix of the membership and donation forms, as they show it: 'France (+33)'. */
export const FRENCH_PREFIX_LABEL = dialCodeLabel(FRANCE_DIAL_CODE);
