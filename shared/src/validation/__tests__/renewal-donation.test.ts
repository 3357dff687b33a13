import { renewalDonationEuros } from '../renewal-donation';

it('reads the gift of a renewal as the member types it: none, euros, cents', () => {
  expect(renewalDonationEuros(undefined)).toBe(0);
  expect(renewalDonationEuros('')).toBe(0);
  expect(renewalDonationEuros(0)).toBe(0);
  expect(renewalDonationEuros('25')).toBe(25);
  expect(renewalDonationEuros('12,50')).toBe(12.5);
  expect(renewalDonationEuros(1_000_000)).toBe(1_000_000);
});

it('refuses what is not an amount from 0 to a million euros, whatever a request sends', () => {
  for (const given of [
    -5,
    '-0,01',
    1_000_001,
    'douze',
    '1e400',
    ' ',
    Number.NaN,
    Infinity,
    true,
    null,
    [],
    {},
  ])
    expect([given, renewalDonationEuros(given)]).toEqual([given, null]);
});
