import { SHIPPING_GRID, cartWeightGrams, shippingCostCents, shippingForWeightCents, summarizeCart } from '..';

const line = (weight: number, quantity = 1, price = 10, packagingFee?: number) => ({
  price,
  weight,
  quantity,
  packagingFee,
});

describe('shipping grid', () => {
  it.each([
    [1, 675],
    [250, 675],
    [251, 885],
    [500, 885],
    [501, 1065],
    [750, 1065],
    [751, 1140],
    [1000, 1140],
    [1001, 1270],
    [2000, 1270],
    [2001, 2060],
    [5000, 2060],
    [5001, 2500],
    [40000, 2500],
  ])('%i g costs %i cents', (grams, cents) => {
    expect(shippingForWeightCents(grams)).toBe(cents);
  });

  it('has the six steps of the carrier grid', () => {
    expect(SHIPPING_GRID.map((step) => step.maxGrams)).toEqual([250, 500, 750, 1000, 2000, 5000]);
  });

  it('weighs weight × quantity over every line', () => {
    expect(cartWeightGrams([line(100, 3), line(50, 2)])).toBe(400);
    expect(shippingCostCents([line(125, 2)])).toBe(675);
    expect(shippingCostCents([line(126, 2)])).toBe(885);
    expect(shippingCostCents([line(2500, 2)])).toBe(2060);
    expect(shippingCostCents([line(2500, 1), line(2501, 1)])).toBe(2500);
  });

  it('charges the same above 5 kg in the cart panel and at checkout: 25 €', () => {
    expect(summarizeCart([line(5001)]).shippingCents).toBe(2500);
  });

  it('uses the packaging fee of a single line instead of the grid', () => {
    expect(shippingCostCents([line(400, 1, 15, 9.4)])).toBe(940);
    expect(shippingCostCents([line(400, 4, 15, 10.7)])).toBe(1070);
    expect(shippingCostCents([line(6000, 1, 15, 10.7)])).toBe(1070);
  });

  it('uses the grid as soon as there are two lines, even with packaging fees', () => {
    expect(shippingCostCents([line(400, 1, 15, 9.4), line(100)])).toBe(885);
    expect(shippingCostCents([line(400, 1, 15, 9.4), line(400, 1, 15, 9.4)])).toBe(1140);
  });

  it('costs nothing for an empty cart', () => {
    expect(shippingCostCents([])).toBe(0);
  });
});

describe('cart totals', () => {
  it('adds price × quantity in cents and the shipping to the amount', () => {
    const summary = summarizeCart([line(100, 3, 0.1), line(100, 1, 12.7)]);
    expect(summary).toEqual({ subtotalCents: 1300, shippingCents: 885, amountCents: 2185 });
  });
});
