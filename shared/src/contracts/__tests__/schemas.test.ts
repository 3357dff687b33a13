import {
  associationContactSchema,
  chetomContactSchema,
  confirmationQuerySchema,
  describeSchemaError,
  donationPaymentRequestSchema,
  formatMessages,
  guidedTourSchema,
  jobApplicationFieldsSchema,
  membershipPaymentRequestSchema,
  museumContactSchema,
  parseCartText,
  shopPaymentRequestSchema,
  MEMBERSHIP_FIELDS,
} from '..';

const payer = {
  email: 'marie.dupont@example.fr',
  amount: 36.2,
  customer_id: 'customer_1732190000000_42',
  firstName: 'Marie',
  lastName: 'Dupont',
  mobileNumber: '+33612345678',
  address: '12 rue des Lilas',
  city: 'Fréjus',
  postcode: '83600',
};

const cartLine = {
  id: 'mug-ancre-d-or',
  name: 'Mug « Ancre d’or »',
  price: 12,
  weight: 350,
  category: 'mugs',
  image: 'images/products/mug-ancre-d-or.svg',
  packagingFee: 9.4,
  quantity: 2,
  selectedSize: null,
};

describe('request schemas', () => {
  it('accept the shop payload of createShopPayment', () => {
    const payload = {
      ...payer,
      cart: JSON.stringify([cartLine]),
      shippingCost: 9.4,
      cartDetails: [{ title: cartLine.name, price: 12, quantity: 2, image: cartLine.image }],
    };
    expect(shopPaymentRequestSchema.parse(payload)).toEqual(payload);
    expect(shopPaymentRequestSchema.safeParse({ ...payload, amount: -1 }).success).toBe(false);
    expect(shopPaymentRequestSchema.safeParse({ ...payload, amount: 10.005 }).success).toBe(false);
    expect(shopPaymentRequestSchema.safeParse({ ...payload, cartDetails: [] }).success).toBe(false);
  });

  it('accept the membership payload of createMembershipPayment with an empty cart only', () => {
    const payload = {
      ...payer,
      membershipType: 'individual',
      donationAmount: 0,
      birthDate: '1960-04-12',
      birthPlace: 'Toulon',
      status: 'military',
      grade: 'Adjudant-chef',
      arm: 'Infanterie de marine',
      activityStatus: 'retired',
      cart: [],
    };
    // Every field kept as sent; a field added later that the payload leaves out is taken as empty.
    const addedLater = MEMBERSHIP_FIELDS.filter((field) => 'addedLater' in field).map((field) => [
      field.name,
      '',
    ]);
    expect(membershipPaymentRequestSchema.parse(payload)).toEqual({
      ...payload,
      ...Object.fromEntries(addedLater),
    });
    expect(membershipPaymentRequestSchema.parse({ ...payload, heardOf: 'press' }).heardOf).toBe('press');
    expect(membershipPaymentRequestSchema.safeParse({ ...payload, heardOf: 'tiktok' }).success).toBe(false);
    expect(membershipPaymentRequestSchema.safeParse({ ...payload, cart: [1] }).success).toBe(false);
    expect(membershipPaymentRequestSchema.safeParse({ ...payload, membershipType: 'vip' }).success).toBe(
      false,
    );
    expect(membershipPaymentRequestSchema.safeParse({ ...payload, activityStatus: 'x' }).success).toBe(false);
  });

  it('accept the donation payload of createDonationPayment', () => {
    const payload = {
      ...payer,
      donationAmount: 60,
      birthDate: '1975-09-30',
      birthPlace: 'Nice',
      status: 'entreprise',
      cart: [],
    };
    expect(donationPaymentRequestSchema.parse(payload)).toEqual(payload);
    expect(donationPaymentRequestSchema.safeParse({ ...payload, status: 'autre' }).success).toBe(false);
  });

  it('accept the form payloads of jobApplication, the contact calls and guidedTour with their hyphenated names', () => {
    const person = { 'first-name': 'Jean', 'last-name': 'Roux', email: 'jean@example.fr' };
    expect(chetomContactSchema.safeParse({ ...person, 'vous-etes': 'A', message: 'Bonjour' }).success).toBe(
      true,
    );
    expect(
      chetomContactSchema.safeParse({ ...person, 'vous-etes': 'Chercheur-Etudiant', message: 'x' }).success,
    ).toBe(false);
    expect(
      museumContactSchema.safeParse({
        ...person,
        'phone-prefix': '+33',
        phone: '612345678',
        'vous-etes': 'Un groupe',
        message: 'x',
      }).success,
    ).toBe(true);
    expect(
      associationContactSchema.safeParse({ ...person, 'phone-prefix': '+32', phone: '1', message: 'x' })
        .success,
    ).toBe(true);
    expect(
      jobApplicationFieldsSchema.safeParse({ ...person, phone: '06', 'cover-letter': 'Madame, Monsieur' })
        .success,
    ).toBe(true);
    expect(
      guidedTourSchema.safeParse({
        ...person,
        'phone-prefix': '+33',
        phone: '612345678',
        date: '2027-03-12',
        time: '14:30',
        'group-size': '12',
        'special-requests': '',
      }).success,
    ).toBe(true);
  });

  it('take a name on one line that reads as written, and a message on several', () => {
    const person = { 'first-name': 'Jean', 'last-name': 'Roux', email: 'jean@example.fr' };
    const refusal = (fields: object) =>
      chetomContactSchema.safeParse({ ...person, 'vous-etes': 'A', message: 'Bonjour', ...fields }).error
        ?.issues[0]?.message;
    expect(refusal({ 'last-name': 'Roux\u0085Bcc: x@example.org' })).toBe(formatMessages.oneLine);
    expect(refusal({ 'last-name': 'Roux\u2069' })).toBe(formatMessages.controlCharacters);
    expect(refusal({ message: 'Bonjour\u202e' })).toBe(formatMessages.controlCharacters);
    // An apostrophe pasted from an old document as U+0092, a name written right to left, a message on
    // several lines with its tabs: all taken.
    expect(refusal({ 'last-name': 'O\u0092Brien' })).toBeUndefined();
    expect(refusal({ 'last-name': 'כהן' })).toBeUndefined();
    expect(refusal({ message: 'Bonjour,\r\n\tmerci.\u2028À bientôt' })).toBeUndefined();
  });

  it('check the confirmation ids', () => {
    expect(
      confirmationQuerySchema.safeParse({ payment_id: 'pay_1', customer_id: 'customer_1' }).success,
    ).toBe(true);
    expect(confirmationQuerySchema.safeParse({ payment_id: '<script>', customer_id: 'c' }).success).toBe(
      false,
    );
  });

  it('describe a failure in French', () => {
    const result = chetomContactSchema.safeParse({ 'first-name': 'Jean' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeSchemaError(result.error)).toBe(
        'Requête invalide : champ « last-name » manquant ou mal formé.',
      );
    const root = chetomContactSchema.safeParse('texte');
    if (!root.success)
      expect(describeSchemaError(root.error)).toBe('Requête invalide : corps de la requête mal formé.');
  });
});

describe('parseCartText', () => {
  it('keeps valid lines and drops foreign ones', () => {
    const lines = parseCartText(
      JSON.stringify([cartLine, { name: 'x' }, 'texte', { ...cartLine, quantity: 0 }]),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ name: cartLine.name, quantity: 2, selectedSize: null });
  });

  it('normalises a missing or empty size to null', () => {
    const { selectedSize: _omit, ...withoutSize } = cartLine;
    expect(parseCartText(JSON.stringify([withoutSize]))[0]?.selectedSize).toBeNull();
    expect(parseCartText(JSON.stringify([{ ...cartLine, selectedSize: '' }]))[0]?.selectedSize).toBeNull();
    expect(parseCartText(JSON.stringify([{ ...cartLine, selectedSize: 'XL' }]))[0]?.selectedSize).toBe('XL');
  });

  it('gives an empty cart for anything else', () => {
    for (const text of [null, '', '{', '{"a":1}', '42', 'null']) expect(parseCartText(text)).toEqual([]);
  });
});
