// A telephone number stored once in E.164, and shown as a French reader writes it.
import { e164Phone, phoneOfStored } from '../dial-codes';

it('stores every way of typing a number in E.164', () => {
  expect(e164Phone('+330494112233')).toBe('+33494112233');
  expect(e164Phone('+33 0494112233')).toBe('+33494112233');
  expect(e164Phone('04 94 11 22 33')).toBe('+33494112233');
  expect(e164Phone('04.94.11.22.33')).toBe('+33494112233');
  expect(e164Phone('0033 4 94 11 22 33')).toBe('+33494112233');
  expect(e164Phone('+33 611223344')).toBe('+33611223344');
  expect(e164Phone('+44 020 7946 0958')).toBe('+442079460958');
  // A code that keeps its 0 (Italy) is kept as typed, without its spaces.
  expect(e164Phone('+39 06 1234 5678')).toBe('+390612345678');
});

it('shows a stored number in pairs, the French way', () => {
  expect(phoneOfStored('+33494112233')).toBe('+33 4 94 11 22 33');
  expect(phoneOfStored('+330494112233')).toBe('+33 4 94 11 22 33');
  expect(phoneOfStored('+442079460958')).toBe('+44 2079460958');
});
