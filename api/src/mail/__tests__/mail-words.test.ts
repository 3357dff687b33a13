// The association's mails say words, not the codes the forms send: statuses, types, the CHETOM's
// visitor kinds, and dates as a French reader writes them.
import { contactNotification } from '../../inbox/inbox-mails';
import { membershipNotification } from '../../memberships/membership-mails';
import { tourNotification } from '../../tours/tour-mails';

const person = {
  firstName: 'Inès',
  lastName: 'Martin',
  email: 'ines.martin@example.com',
  mobileNumber: '+33612345678',
  address: '1 place de la Liberté',
  postcode: '83600',
  city: 'Fréjus',
  birthDate: '1960-05-01',
  birthPlace: 'Toulon',
};

it('names a membership’s status, activity and type in words, and its dates in French', () => {
  const { text } = membershipNotification('association@example.org', {
    ...person,
    reference: 'ADH-0000000001',
    status: 'military',
    grade: 'Adjudant-chef',
    arm: 'Infanterie de marine',
    activityStatus: 'retired',
    heardOf: 'regiment',
    membershipType: 'individual',
    feeCents: 3000,
    donationCents: 0,
    amountCents: 3000,
    lifetime: false,
  });
  expect(text).toMatch(/Statut\s?: Militaire/);
  expect(text).toMatch(/Situation militaire\s?: Retraité/);
  expect(text).toMatch(/Comment avez-vous connu le musée\s?\?\s?: Par mon régiment ou une amicale/);
  expect(text).toMatch(/Type d’adhésion\s?: Individuel/);
  expect(text).toContain('1er mai 1960');
  expect(text).not.toMatch(/\b(military|retired|regiment|individual|1960-05-01)\b/);
});

it('names the CHETOM’s visitor kind and a tour’s day in words', () => {
  const chetom = contactNotification('chetom@example.org', 'chetom', {
    ...person,
    visitorKind: 'A',
    message: 'Bonjour',
  });
  expect(chetom.text).toMatch(/Vous êtes\s?: Chercheur-Etudiant/);
  const tour = tourNotification('musee@example.org', {
    ...person,
    phone: '+33 611223344',
    date: '2027-05-20',
    time: '14:30',
    groupSize: 25,
    specialRequests: '',
  });
  expect(tour.text).toContain('20 mai 2027');
});
