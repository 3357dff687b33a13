import { knownCollection, type Product } from '@mtdm/shared/content';
import { createShopStore } from '../shop-store';

const products = knownCollection('products')!;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const sized = products.find((product) => product.sizes && product.sizes.length > 1) as Product;
const plain = products.find((product) => !product.sizes) as Product;

describe('shop store: cart', () => {
  it('adds a new line with quantity 1, then adds 1 to the line with the same name and size', () => {
    const store = createShopStore(memoryStorage());
    store.getState().addItem(plain);
    store.getState().addItem(plain);
    expect(store.getState().lines).toEqual([{ ...plain, quantity: 2, selectedSize: null }]);
  });

  it('keeps separate lines for the same product in different sizes', () => {
    const store = createShopStore(memoryStorage());
    const [first, second] = sized.sizes as string[];
    store.getState().addItem(sized, { size: first });
    store.getState().addItem(sized, { size: second });
    store.getState().addItem(sized, { size: first });
    expect(store.getState().lines.map((line) => [line.selectedSize, line.quantity])).toEqual([
      [first, 2],
      [second, 1],
    ]);
  });

  it('starts a new line with the chosen quantity, then adds exactly 1 to it', () => {
    const store = createShopStore(memoryStorage());
    store.getState().addItem(plain, { quantity: 3 });
    expect(store.getState().lines[0]?.quantity).toBe(3);
    store.getState().addItem(plain, { quantity: 2 });
    expect(store.getState().lines[0]?.quantity).toBe(4);
  });

  it('changes quantities by one with a floor of 1, and removes a line', () => {
    const store = createShopStore(memoryStorage());
    store.getState().addItem(plain);
    store.getState().increment(plain.name, null);
    expect(store.getState().lines[0]?.quantity).toBe(2);
    store.getState().decrement(plain.name, null);
    store.getState().decrement(plain.name, null);
    store.getState().decrement(plain.name, null);
    expect(store.getState().lines[0]?.quantity).toBe(1);
    store.getState().removeLine(plain.name, null);
    expect(store.getState().lines).toEqual([]);
  });

  it('saves the cart as a JSON list under sessionStorage "cart" and reloads it', () => {
    const storage = memoryStorage();
    const store = createShopStore(storage);
    store.getState().addItem(sized, { size: 'M' });
    const saved = JSON.parse(storage.data.get('cart') as string);
    expect(saved).toEqual([{ ...sized, quantity: 1, selectedSize: 'M' }]);

    const reloaded = createShopStore(storage);
    expect(reloaded.getState().lines).toEqual(store.getState().lines);
  });

  it.each([['not json{'], ['{"a":1}'], ['[{"name":"x"}]'], ['null']])(
    'starts empty on corrupt storage %s',
    (text) => {
      const store = createShopStore(memoryStorage({ cart: text }));
      expect(store.getState().lines).toEqual([]);
    },
  );

  it('empties the cart, and the storage with it', () => {
    const storage = memoryStorage();
    const store = createShopStore(storage);
    store.getState().addItem(plain);
    store.getState().clearCart();
    expect(storage.data.get('cart')).toBe('[]');
  });
});

describe('shop store: overlays', () => {
  it('opens and closes the cart; paying closes the cart and opens the payment modal', () => {
    const store = createShopStore(memoryStorage());
    store.getState().openCart();
    expect(store.getState()).toMatchObject({ cartOpen: true, checkoutOpen: false });
    store.getState().startCheckout();
    expect(store.getState()).toMatchObject({ cartOpen: false, checkoutOpen: true });
    store.getState().closeCheckout();
    expect(store.getState()).toMatchObject({ cartOpen: false, checkoutOpen: false });
  });
});
