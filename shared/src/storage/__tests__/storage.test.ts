import {
  STORAGE_KEYS,
  browserLocalStorage,
  browserSessionStorage,
  clearCart,
  clearPaymentIds,
  generateCustomerId,
  loadCart,
  readPaymentIds,
  resolveConfirmationIds,
  saveCart,
  savePaymentIds,
  type StorageLike,
} from '..';
import type { CartLine } from '../../catalogue/product';

class MemoryStorage implements StorageLike {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const line: CartLine = {
  id: 'polo-homme-ancre',
  name: 'Polo homme brodé ancre d’or',
  price: 32,
  weight: 250,
  category: 'polos - T-shirt',
  image: 'images/products/polo-homme-ancre.svg',
  sizes: ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
  quantity: 2,
  selectedSize: 'XL',
};

describe('cart in sessionStorage', () => {
  it('uses the key cart and round-trips the lines', () => {
    const storage = new MemoryStorage();
    saveCart([line], storage);
    expect(STORAGE_KEYS.cart).toBe('cart');
    expect(JSON.parse(storage.getItem('cart') ?? '')).toEqual([line]);
    expect(loadCart(storage)).toEqual([line]);
    clearCart(storage);
    expect(loadCart(storage)).toEqual([]);
  });

  it.each(['{', 'null', '"texte"', '{"name":"x"}', '[1,2]', '[{"name":"x","quantity":-1}]'])(
    'discards corrupt or foreign data %s',
    (raw) => {
      const storage = new MemoryStorage();
      storage.setItem('cart', raw);
      expect(loadCart(storage)).toEqual([]);
    },
  );

  it('keeps the valid lines of a partly foreign cart', () => {
    const storage = new MemoryStorage();
    storage.setItem('cart', JSON.stringify([line, { name: 'inconnu' }]));
    expect(loadCart(storage)).toEqual([line]);
  });

  it('survives a storage that throws, or no storage at all', () => {
    expect(loadCart(throwing)).toEqual([]);
    expect(() => saveCart([line], throwing)).not.toThrow();
    expect(() => clearCart(throwing)).not.toThrow();
    expect(loadCart(undefined)).toEqual([]);
  });

  it('uses window.sessionStorage by default, read lazily', () => {
    window.sessionStorage.clear();
    saveCart([line]);
    expect(browserSessionStorage()).toBe(window.sessionStorage);
    expect(loadCart()).toEqual([line]);
    window.sessionStorage.clear();
  });
});

describe('payment ids in localStorage', () => {
  it('stores, reads and clears current_payment_id and current_customer_id', () => {
    const storage = new MemoryStorage();
    savePaymentIds({ paymentId: 'pay_123', customerId: 'customer_1_2' }, storage);
    expect(storage.getItem('current_payment_id')).toBe('pay_123');
    expect(storage.getItem('current_customer_id')).toBe('customer_1_2');
    expect(readPaymentIds(storage)).toEqual({ paymentId: 'pay_123', customerId: 'customer_1_2' });
    clearPaymentIds(storage);
    expect(readPaymentIds(storage)).toEqual({ paymentId: null, customerId: null });
  });

  it('ignores foreign values', () => {
    const storage = new MemoryStorage();
    storage.setItem('current_payment_id', '<img src=x>');
    storage.setItem('current_customer_id', 'x'.repeat(500));
    expect(readPaymentIds(storage)).toEqual({ paymentId: null, customerId: null });
    expect(readPaymentIds(throwing)).toEqual({ paymentId: null, customerId: null });
  });

  it('takes customer_id from the id query parameter first', () => {
    const storage = new MemoryStorage();
    savePaymentIds({ paymentId: 'pay_1', customerId: 'customer_stored' }, storage);
    expect(resolveConfirmationIds('?id=customer_query', storage)).toEqual({
      paymentId: 'pay_1',
      customerId: 'customer_query',
    });
    expect(resolveConfirmationIds('', storage)).toEqual({
      paymentId: 'pay_1',
      customerId: 'customer_stored',
    });
    expect(resolveConfirmationIds('?id=%3Cscript%3E', storage).customerId).toBe('customer_stored');
    expect(resolveConfirmationIds('?id=c1', new MemoryStorage())).toEqual({
      paymentId: null,
      customerId: 'c1',
    });
    // Back from the provider, or reloaded after the stored ids were cleared: the address says both.
    expect(resolveConfirmationIds('?id=c1&payment=pay_9', new MemoryStorage())).toEqual({
      paymentId: 'pay_9',
      customerId: 'c1',
    });
  });

  it('uses window.localStorage by default', () => {
    window.localStorage.clear();
    savePaymentIds({ paymentId: 'p', customerId: 'c' });
    expect(browserLocalStorage()).toBe(window.localStorage);
    expect(readPaymentIds()).toEqual({ paymentId: 'p', customerId: 'c' });
    clearPaymentIds();
    expect(window.localStorage.length).toBe(0);
  });
});

describe('generateCustomerId', () => {
  it('is customer_ + timestamp + a random number from 0 to 999', () => {
    expect(generateCustomerId({ now: () => 1732190000000, random: () => 0 })).toBe(
      'customer_1732190000000_0',
    );
    expect(generateCustomerId({ now: () => 1732190000000, random: () => 0.9999999 })).toBe(
      'customer_1732190000000_999',
    );
    expect(generateCustomerId({ prefix: 'don_', now: () => 5, random: () => 0.5 })).toBe('don_5_500');
    expect(generateCustomerId()).toMatch(/^customer_\d{13}_\d{1,3}$/);
  });
});
