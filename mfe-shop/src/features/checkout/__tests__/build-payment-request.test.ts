import { knownCollection, type Product } from '@mtdm/shared/content';
import { shopPaymentRequestSchema } from '@mtdm/shared/contracts';
import { buildShopPaymentRequest } from '../build-payment-request';

const products = knownCollection('products')!;

const mug = products.find((product) => product.category === 'mugs') as Product;
const book = products.find((product) => product.category === 'livres') as Product;

const customer = {
  firstName: ' Marie ',
  lastName: 'Dupont',
  email: 'marie.dupont@example.fr',
  mobileNumber: '0612345678',
  address: '1 rue de la Paix',
  city: 'Fréjus',
  postcode: '83600',
};

describe('payload of createShopPayment', () => {
  it('sends amount = total + shipping, the +33 phone, the cart as JSON text and one detail per line', () => {
    const lines = [
      { ...book, quantity: 2, selectedSize: null },
      { ...mug, quantity: 1, selectedSize: null },
    ];
    const payload = buildShopPaymentRequest(customer, lines, 'customer_1_2');
    const weight = book.weight * 2 + mug.weight;
    expect(weight).toBeLessThanOrEqual(5000);
    expect(payload).toMatchObject({
      email: 'marie.dupont@example.fr',
      firstName: 'Marie',
      mobileNumber: '+33612345678',
      customer_id: 'customer_1_2',
      cart: JSON.stringify(lines),
      cartDetails: [
        { title: book.name, price: book.price, quantity: 2, image: book.image },
        { title: mug.name, price: mug.price, quantity: 1, image: mug.image },
      ],
    });
    expect(payload.amount).toBeCloseTo(book.price * 2 + mug.price + payload.shippingCost, 2);
    expect(shopPaymentRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('uses the packing fee of a single packaged line as shipping', () => {
    const payload = buildShopPaymentRequest(customer, [{ ...mug, quantity: 1, selectedSize: null }], 'c_1');
    expect(payload.shippingCost).toBe(mug.packagingFee);
    expect(payload.amount).toBeCloseTo(mug.price + (mug.packagingFee ?? 0), 2);
  });
});
