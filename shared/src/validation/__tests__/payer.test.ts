import { addresseeOf, payerFieldsOf, PAYER_FIELDS } from '..';

const storedMember = {
  paymentId: 'pay_1',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie.dupont@example.fr',
  mobileNumber: '+33612345678',
  address: '12 rue des Lilas',
  city: 'Fréjus',
  postcode: '83600',
  birthDate: '1970-05-02',
  membershipType: 'active',
};

describe('payerFieldsOf', () => {
  it('keeps the payer’s seven fields of a stored record, in their order, and nothing else', () => {
    const { paymentId, birthDate, membershipType, ...payerOnly } = storedMember;
    const payer = payerFieldsOf(storedMember);
    expect(Object.keys(payer)).toEqual([...PAYER_FIELDS]);
    expect(payer).toEqual(payerOnly);
    expect([paymentId, birthDate, membershipType].some((value) => Object.values(payer).includes(value))).toBe(
      false,
    );
  });
});

describe('addresseeOf', () => {
  it('keeps the names and the postal address only, in the order a document is made out', () => {
    const addressee = addresseeOf(storedMember);
    expect(Object.keys(addressee)).toEqual(['firstName', 'lastName', 'address', 'postcode', 'city']);
    expect(addressee).not.toHaveProperty('email');
    expect(addressee).not.toHaveProperty('mobileNumber');
    expect(addressee.city).toBe('Fréjus');
  });
});
