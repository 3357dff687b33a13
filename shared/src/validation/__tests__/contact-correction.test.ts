import {
  contactCorrectionErrors,
  contactCorrectionMessages as messages,
  contactCorrectionRefusal,
  normalContactCorrection,
} from '../contact-correction';

const valid = { address: '3 rue Neuve', postcode: '83600', city: 'Fréjus', mobileNumber: '0611223344' };

describe('a member’s corrected details', () => {
  it('accepts a French address and the telephone as members type it', () => {
    for (const mobileNumber of [
      '0611223344',
      '06 11 22 33 44',
      '06.11.22.33.44',
      '+33611223344',
      '+33 6 11 22 33 44',
    ])
      expect(contactCorrectionErrors({ ...valid, mobileNumber })).toEqual({});
  });

  it('accepts a postcode abroad: Belgium, the United Kingdom, the Netherlands, an overseas department', () => {
    for (const postcode of ['1050', 'SW1A 1AA', '1234 AB', '97200', 'L-1010'])
      expect(contactCorrectionErrors({ ...valid, postcode })).toEqual({});
  });

  it('names each refused detail, each with its own reason', () => {
    expect(
      contactCorrectionErrors({
        address: ' ',
        postcode: '8',
        city: 'Fréjus\nBcc: x@example.org',
        mobileNumber: '12345',
      }),
    ).toEqual({
      address: messages.required,
      postcode: messages.postcode,
      city: messages.oneLine,
      mobileNumber: messages.phone,
    });
    expect(contactCorrectionErrors({ ...valid, address: 'x'.repeat(201) })).toEqual({
      address: messages.oneLine,
    });
    // As the membership form: no line separator nor tab, no control character, no direction override.
    expect(contactCorrectionErrors({ ...valid, address: '3 rue\u2028Neuve', city: 'Fré\tjus' })).toEqual({
      address: messages.oneLine,
      city: messages.oneLine,
    });
    expect(contactCorrectionErrors({ ...valid, address: '3 rue \u202eeuveN', city: 'Fréjus\u0007' })).toEqual(
      {
        address: messages.invisible,
        city: messages.invisible,
      },
    );
    expect(contactCorrectionErrors({ ...valid, postcode: 'Fréjus 83' })).toEqual({
      postcode: messages.postcode,
    });
    expect(contactCorrectionErrors({ ...valid, postcode: '-8360' })).toEqual({ postcode: messages.postcode });
    expect(contactCorrectionErrors({ ...valid, mobileNumber: '+44 20 7946 0958' })).toEqual({
      mobileNumber: messages.phone,
    });
  });

  it('refuses what is not text, as a hostile request would send it', () => {
    expect(contactCorrectionErrors({ ...valid, city: ['Fréjus'] as unknown as string })).toEqual({
      city: messages.required,
    });
    expect(contactCorrectionErrors({})).toEqual({
      address: messages.required,
      postcode: messages.required,
      city: messages.required,
      mobileNumber: messages.required,
    });
  });

  it('says the first refused detail by its label, for the api’s answer', () => {
    expect(contactCorrectionRefusal(valid)).toBeNull();
    expect(contactCorrectionRefusal({ ...valid, city: '', mobileNumber: '1' })).toBe(
      `Ville\u00a0: ${messages.required}`,
    );
  });

  it('keeps them as the membership form does: trimmed, postcode in capitals, telephone as +33', () => {
    expect(
      normalContactCorrection({
        address: ' 3 rue Neuve ',
        postcode: ' sw1a 1aa ',
        city: ' Londres ',
        mobileNumber: '06 11 22 33 44',
      }),
    ).toEqual({
      address: '3 rue Neuve',
      postcode: 'SW1A 1AA',
      city: 'Londres',
      mobileNumber: '+33611223344',
    });
  });
});
