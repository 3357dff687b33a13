import { amountInFrenchWords, numberInFrenchWords } from '../amount-in-words';

describe('numbers in French words (traditional spelling)', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [280, 'deux cent quatre-vingts'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [999_999, 'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf'],
    [1_000_000, 'un million'],
    [2_000_000, 'deux millions'],
    [200_000_000, 'deux cents millions'],
    [80_000_000, 'quatre-vingts millions'],
    [1_200_080, 'un million deux cent mille quatre-vingts'],
  ])('%i → %s', (value, words) => {
    expect(numberInFrenchWords(value)).toBe(words);
  });

  it('refuses what it cannot write', () => {
    expect(() => numberInFrenchWords(-1)).toThrow(RangeError);
    expect(() => numberInFrenchWords(1.5)).toThrow(RangeError);
    expect(() => numberInFrenchWords(1_000_000_000)).toThrow(RangeError);
  });
});

describe('amounts in French words', () => {
  it.each([
    [1, 'un centime'],
    [2, 'deux centimes'],
    [100, 'un euro'],
    [101, 'un euro et un centime'],
    [6000, 'soixante euros'],
    [2100, 'vingt et un euros'],
    [8000, 'quatre-vingts euros'],
    [12345, 'cent vingt-trois euros et quarante-cinq centimes'],
    [20_000_000, 'deux cent mille euros'],
    [100_000_000, 'un million d’euros'],
    [200_000_000, 'deux millions d’euros'],
    [100_000_100, 'un million un euros'],
  ])('%i centimes → %s', (cents, words) => {
    expect(amountInFrenchWords(cents)).toBe(words);
  });
});
