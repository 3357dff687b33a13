import { centsToEuros, eurosToCents, formatEuroAmount, formatEuros } from '..';
import { plainSpaces } from '../../testing/plain-spaces';

describe('money', () => {
  it('converts euros to integer cents without float drift', () => {
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(10.65)).toBe(1065);
    expect(eurosToCents(60)).toBe(6000);
  });

  it('refuses non-finite amounts', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => centsToEuros(1.5)).toThrow(RangeError);
  });

  it('formats in French with two decimals', () => {
    expect(plainSpaces(formatEuros(1270))).toBe('12,70 €');
    expect(plainSpaces(formatEuros(2500))).toBe('25,00 €');
    expect(plainSpaces(formatEuros(123450))).toBe('1 234,50 €');
    expect(plainSpaces(formatEuros(0))).toBe('0,00 €');
    expect(formatEuroAmount(1140)).toBe('11.40');
    expect(centsToEuros(1065)).toBe(10.65);
  });
});
