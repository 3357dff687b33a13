import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { ACKNOWLEDGEMENTS_PER_DAY, mayAcknowledge, mayMailAddress } from '../mails-per-address';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR_MS = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.parse('2027-03-01T08:00:00Z') + hours * HOUR_MS);

it('lets each kind have its own period: an hour’s counts going never shortens a day’s', () => {
  const services = ctx.app.services;
  const day = { max: 2, hours: 24 };
  const hour = { max: 1, hours: 1 };
  expect(mayMailAddress(services, 'email-change', 'nouvelle@example.net', day, at(0))).toBe(true);
  expect(mayMailAddress(services, 'email-change', 'nouvelle@example.net', day, at(0))).toBe(true);
  expect(mayMailAddress(services, 'email-change', 'nouvelle@example.net', day, at(0))).toBe(false);
  // Two hours later, a sign-in link forgets the sign-in counts older than its hour, and those only.
  expect(mayMailAddress(services, 'sign-in', 'benevole@example.net', hour, at(2))).toBe(true);
  expect(mayMailAddress(services, 'email-change', 'nouvelle@example.net', day, at(2))).toBe(false);
  // A day after the first two, the address may be mailed again.
  expect(mayMailAddress(services, 'email-change', 'nouvelle@example.net', day, at(25))).toBe(true);
});

it('acknowledges an address three times a day, whatever the letters’ case', () => {
  const services = ctx.app.services;
  for (let index = 0; index < ACKNOWLEDGEMENTS_PER_DAY.max; index += 1)
    expect(
      mayAcknowledge(services, index % 2 ? 'Visiteur@Example.net' : 'visiteur@example.net', at(30)),
    ).toBe(true);
  expect(mayAcknowledge(services, ' VISITEUR@example.net ', at(31))).toBe(false);
  expect(mayAcknowledge(services, 'visiteur@example.net', at(30 + 24))).toBe(true);
});

it('counts an accented address once, its capitals or its accents typed as letter and mark alike', () => {
  const services = ctx.app.services;
  const spellings = ['zoé@exemple.fr', 'ZOÉ@exemple.fr', 'zoé@exemple.fr'.normalize('NFD')];
  for (const spelling of spellings) expect(mayAcknowledge(services, spelling, at(60))).toBe(true);
  expect(mayAcknowledge(services, 'Zoé@Exemple.fr'.normalize('NFD'), at(61))).toBe(false);
});

it('counts one mailbox however its address is dressed: sub-addresses, Gmail’s dots, the domain’s forms', () => {
  const services = ctx.app.services;
  const spellings = ['ann+1@exemple.fr', 'ann+conference@EXEMPLE.FR', 'ann@exemple.fr.'];
  for (const spelling of spellings) expect(mayAcknowledge(services, spelling, at(90))).toBe(true);
  expect(mayAcknowledge(services, 'ann+4@ｅxemple.fr', at(91))).toBe(false);
  const gmail = ['jean.dupont@gmail.com', 'jeandupont+musee@gmail.com', 'j.e.a.n.dupont@googlemail.com'];
  for (const spelling of gmail) expect(mayAcknowledge(services, spelling, at(90))).toBe(true);
  expect(mayAcknowledge(services, 'JeanDupont@Gmail.com', at(91))).toBe(false);
  // Elsewhere a dot is part of the name: another person's mailbox, counted apart.
  expect(mayAcknowledge(services, 'a.nn@exemple.fr', at(91))).toBe(true);
});
