/** Size lists of the catalogue that several products share. */
export const MEN_POLO_SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export const CHILD_POLO_SIZES = ['9/11 ans', '12/14 ans'] as const;
