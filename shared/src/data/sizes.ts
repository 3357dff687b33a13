/** Size lists of the catalogue. */
export const BRACELET_SIZES = ['S', 'M', 'L'] as const;
export const WOMEN_POLO_SIZES = ['S', 'M', 'L'] as const;
export const MEN_POLO_SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export const CHILD_POLO_SIZES = ['9/11 ans', '12/14 ans'] as const;

/** Every size a product may offer. */
export const ALL_SIZES: readonly string[] = [...new Set([...MEN_POLO_SIZES, ...CHILD_POLO_SIZES])];

/** Packing fees (euros): helmets, mugs and perfume carry one of them. */
export const PACKAGING_FEES = [9.4, 10.7] as const;
