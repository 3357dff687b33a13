import { centsToEuros, summarizeCart } from '@mtdm/shared/commerce';
import type { ShopPaymentRequest } from '@mtdm/shared/contracts';
import type { CartLine } from '@mtdm/shared/catalogue';
import { normalizeCheckoutPhone, type CheckoutCustomer } from '@mtdm/shared/validation';

/**
 * The payload of createShopPayment: the customer's fields (phone 0… sent as +33…), amount = cart
 * total + shipping in euros, the cart as JSON text, the shipping cost and one detail per line.
 */
export function buildShopPaymentRequest(
  customer: CheckoutCustomer,
  lines: readonly CartLine[],
  customerId: string,
): ShopPaymentRequest {
  const summary = summarizeCart(lines);
  const text = (value: string) => value.trim();
  return {
    email: text(customer.email),
    amount: centsToEuros(summary.amountCents),
    customer_id: customerId,
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    mobileNumber: normalizeCheckoutPhone(text(customer.mobileNumber)),
    address: text(customer.address),
    city: text(customer.city),
    postcode: text(customer.postcode),
    cart: JSON.stringify(lines),
    shippingCost: centsToEuros(summary.shippingCents),
    cartDetails: lines.map((line) => ({
      title: line.name,
      price: line.price,
      quantity: line.quantity,
      image: line.image,
    })),
  };
}
