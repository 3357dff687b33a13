import {
  BIRTH_DATE_MESSAGE,
  SHIPPING_POSTCODE_MESSAGE,
  validateBirthDate,
  validateCheckoutCustomer,
  validateDonationForm,
  validateGroupSize,
  validateMembershipForm,
  validateRequiredFields,
  validationMessages as m,
} from '..';

const customer = {
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie.dupont@example.fr',
  mobileNumber: '0612345678',
  address: '12 rue des Lilas',
  city: 'Fréjus',
  postcode: '83600',
};

describe('validateCheckoutCustomer', () => {
  it('accepts a complete form, before and after phone normalisation', () => {
    expect(validateCheckoutCustomer(customer)).toBeNull();
    expect(validateCheckoutCustomer({ ...customer, mobileNumber: '+33612345678' })).toBeNull();
  });

  it.each(Object.keys(customer))('requires %s', (field) => {
    expect(validateCheckoutCustomer({ ...customer, [field]: '  ' })).toBe(m.required);
    expect(validateCheckoutCustomer({ ...customer, [field]: undefined })).toBe(m.required);
  });

  it('checks the e-mail before the phone', () => {
    expect(validateCheckoutCustomer({ ...customer, email: 'marie', mobileNumber: '12' })).toBe(m.email);
    expect(validateCheckoutCustomer({ ...customer, mobileNumber: '12' })).toBe(m.checkoutPhone);
  });

  it.each(['8360', '836000', '97110', '20000 '.repeat(2), 'AD50', 'abcde'])(
    'refuses %j as a postcode the shop ships to, after the phone',
    (postcode) => {
      expect(validateCheckoutCustomer({ ...customer, postcode })).toBe(SHIPPING_POSTCODE_MESSAGE);
      expect(validateCheckoutCustomer({ ...customer, postcode, mobileNumber: '12' })).toBe(m.checkoutPhone);
    },
  );

  it.each(['83600', '20000', '98000', 'AD500', 'ad 700', ' 75001 '])('takes %j as a postcode', (postcode) => {
    expect(validateCheckoutCustomer({ ...customer, postcode })).toBeNull();
  });
});

const member = {
  lastName: 'Martin',
  firstName: 'Paul',
  birthDate: '1960-04-12',
  birthPlace: 'Toulon',
  status: 'military',
  grade: '',
  arm: '',
  activityStatus: 'retired',
  address: '3 avenue de Verdun',
  postalCode: '83600',
  city: 'Fréjus',
  phonePrefix: '+33',
  phone: '612345678',
  email: 'paul.martin@example.fr',
  membershipType: 'individual',
  confirmed: true,
};

describe('validateMembershipForm', () => {
  it('accepts a complete form with grade and arm left empty', () => {
    expect(validateMembershipForm(member)).toBeNull();
  });

  it.each([
    'lastName',
    'firstName',
    'birthDate',
    'birthPlace',
    'status',
    'address',
    'postalCode',
    'city',
    'phonePrefix',
    'phone',
    'email',
    'activityStatus',
  ])('requires %s', (field) => {
    expect(validateMembershipForm({ ...member, [field]: '' })).toBe(m.required);
  });

  it('checks e-mail, then phone, then the checkbox', () => {
    expect(validateMembershipForm({ ...member, email: 'a b@c.fr', phone: '1', confirmed: false })).toBe(
      m.email,
    );
    expect(validateMembershipForm({ ...member, phone: '12345678', confirmed: false })).toBe(m.phone);
    expect(validateMembershipForm({ ...member, phone: '12345678901' })).toBe(m.phone);
    expect(validateMembershipForm({ ...member, confirmed: false })).toBe(m.membershipConfirmation);
    expect(validateMembershipForm({ ...member, phone: '0612345678' })).toBeNull();
  });
});

describe('validateBirthDate (the server’s check of a membership or a donation)', () => {
  const now = new Date('2026-12-01T09:00:00Z');
  it.each(['2030-05-01', '2026-12-01', '1899-12-31', '2026-02-30', '12/04/1960', ''])(
    'refuses %j',
    (birthDate) => {
      expect(validateBirthDate(birthDate, now)).toBe(BIRTH_DATE_MESSAGE);
    },
  );
  it.each(['1960-04-12', '1900-01-01', '2026-11-30'])('takes %s', (birthDate) => {
    expect(validateBirthDate(birthDate, now)).toBeNull();
  });
});

const donor = {
  lastName: 'Bernard',
  firstName: 'Claire',
  birthDate: '1975-09-30',
  birthPlace: 'Marseille',
  status: 'particulier',
  address: '8 boulevard de la Mer',
  postalCode: '83700',
  city: 'Saint-Raphaël',
  phonePrefix: '+33',
  phone: '0494000000',
  email: 'claire.bernard@example.fr',
  amount: '60',
};

describe('validateDonationForm: the four checks in order', () => {
  it('accepts a valid donation, as text or number, with no upper bound', () => {
    expect(validateDonationForm(donor)).toBeNull();
    expect(validateDonationForm({ ...donor, amount: 1_000_000 })).toBeNull();
    expect(validateDonationForm({ ...donor, amount: '0.01' })).toBeNull();
  });

  it('1. every field, the phone prefix included, comes first', () => {
    for (const field of Object.keys(donor)) {
      const broken = { ...donor, email: 'bad', phone: 'x', amount: '-1', [field]: '' };
      expect(validateDonationForm(broken)).toBe(m.required);
    }
  });

  it('2. then the e-mail without spaces', () => {
    expect(validateDonationForm({ ...donor, email: 'claire @example.fr', phone: 'x', amount: '-1' })).toBe(
      m.email,
    );
  });

  it('3. then the phone of 9 or 10 digits only', () => {
    expect(validateDonationForm({ ...donor, phone: '06 94 00 00 00', amount: '-1' })).toBe(m.phone);
    expect(validateDonationForm({ ...donor, phone: '12345678', amount: 0 })).toBe(m.phone);
  });

  it('4. then an amount greater than 0', () => {
    expect(validateDonationForm({ ...donor, amount: 0 })).toBe(m.donationAmount);
    expect(validateDonationForm({ ...donor, amount: '0' })).toBe(m.donationAmount);
    expect(validateDonationForm({ ...donor, amount: '-5' })).toBe(m.donationAmount);
    expect(validateDonationForm({ ...donor, amount: 'dix' })).toBe(m.donationAmount);
    expect(validateDonationForm({ ...donor, amount: Number.POSITIVE_INFINITY })).toBe(m.donationAmount);
  });

  it('checks nothing else in the browser (no age, no postal-code format)', () => {
    expect(validateDonationForm({ ...donor, postalCode: 'abc', birthDate: '2020-01-01' })).toBeNull();
  });
});

describe('simple forms', () => {
  it('requires the listed fields then an e-mail shape', () => {
    const contact = {
      'first-name': 'Jean',
      'last-name': 'Roux',
      email: 'jean@example.fr',
      message: 'Bonjour',
    };
    const fields = Object.keys(contact);
    expect(validateRequiredFields(contact, fields)).toBeNull();
    expect(validateRequiredFields({ ...contact, message: ' ' }, fields)).toBe(m.required);
    expect(validateRequiredFields({ ...contact, email: 'jean' }, fields)).toBe(m.email);
  });

  it('needs a group of at least 10 for a guided tour', () => {
    expect(validateGroupSize(10)).toBeNull();
    expect(validateGroupSize('25')).toBeNull();
    expect(validateGroupSize(9)).toBe(m.groupSize);
    expect(validateGroupSize('9')).toBe(m.groupSize);
    expect(validateGroupSize('dix')).toBe(m.groupSize);
    expect(validateGroupSize(10.5)).toBe(m.groupSize);
  });
});
