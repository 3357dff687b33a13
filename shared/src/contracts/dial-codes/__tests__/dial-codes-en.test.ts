import { ENGLISH_DIAL_CODES } from '../dial-codes.en';

describe('the English list of dialling codes', () => {
  it('is in the order an English collation gives (Intl, as Node ships it)', () => {
    const names = ENGLISH_DIAL_CODES.map((entry) => entry.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.length).toBeGreaterThan(200);
  });
});
