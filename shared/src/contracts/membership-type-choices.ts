import { formatEuros } from '../commerce/money';
import { MEMBERSHIP_FEES_CENTS } from '../commerce/membership';
import { MEMBERSHIP_TYPES, type Option } from './form-options';

/**
 * The membership types with their yearly fee, as the membership form and the member area's renewal
 * offer them (« Individuel — 20,00 € par an »). A module of its own: the pages that only read the
 * types' names do not carry the fees and their formatting.
 */
export const membershipTypeChoices = (): Option[] =>
  MEMBERSHIP_TYPES.map((option) => ({
    value: option.value,
    label: `${option.label} — ${formatEuros(MEMBERSHIP_FEES_CENTS[option.value])} par an`,
  }));
