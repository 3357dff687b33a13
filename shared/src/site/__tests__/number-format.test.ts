import { formatEnglishNumber, formatFrenchEuros, formatFrenchNumber } from '../number-format';

// Intl, as Node ships it, is the reference: the site's own formatting must say exactly the same.
const french = new Intl.NumberFormat('fr-FR');
const frenchPlain = new Intl.NumberFormat('fr-FR', { useGrouping: false });
const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const english = new Intl.NumberFormat('en-GB');

const wholeNumbers = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1100, 1961, 9999, 10000, 13680, 17000, 25000, 123456, 1234567, -5, -1234,
];
const decimals = [0.5, 1.25, 2.5, 12.7, 66.66, 1.0005, 2.0004999, 1234.567, 0.001, 0.0004, 99.9995];
const amountsInEuros = [0, 0.01, 0.5, 1, 12.7, 20.4, 60, 1234.5, 15000, 999999.99, -3.2];

describe('numbers written without Intl', () => {
  it.each([...wholeNumbers, ...decimals])('%p in French, grouped or not', (value) => {
    expect(formatFrenchNumber(value)).toBe(french.format(value));
    expect(formatFrenchNumber(value, { grouping: false })).toBe(frenchPlain.format(value));
  });

  it.each(amountsInEuros)('%p euros', (value) => {
    expect(formatFrenchEuros(value)).toBe(euros.format(value));
  });

  it.each([...wholeNumbers, ...decimals])('%p in English', (value) => {
    expect(formatEnglishNumber(value)).toBe(english.format(value));
  });

  it('keeps French thousands apart with a narrow no-break space and amounts with a no-break space', () => {
    expect(formatFrenchNumber(17000)).toBe('17\u202f000');
    expect(formatFrenchEuros(1234.5)).toBe('1\u202f234,50\u00a0€');
  });
});
