/**
 * Contact of the shop shown on the cancellation page and in the terms of sale.
 * TO BE CONFIRMED BY THE ASSOCIATION: no e-mail address is known yet; this one uses the
 * reserved ".example" domain so that no real mailbox is invented. Replace it in this one place.
 */
export const shopContact = {
  email: 'boutique@aamtdm.example',
} as const;
