/** Storage keys of the cart in sessionStorage, the payment ids in localStorage. */
export const STORAGE_KEYS = {
  cart: 'cart',
  paymentId: 'current_payment_id',
  customerId: 'current_customer_id',
} as const;
