import {
  EMAIL_MAX_LENGTH,
  hasEmailShape,
  isValidCheckoutPhone,
  isValidEmail,
  isValidShortPhone,
  joinPhone,
  normalEmail,
  normalizeCheckoutPhone,
  parseAmount,
  personNameKey,
  validationMessages,
} from '..';

describe('exact validation messages', () => {
  it('are word for word', () => {
    expect(validationMessages.required).toBe('Veuillez remplir tous les champs obligatoires');
    expect(validationMessages.email).toBe('Veuillez entrer une adresse email valide');
    expect(validationMessages.checkoutPhone).toBe(
      'Veuillez entrer un numéro de téléphone valide (format: 0XXXXXXXXX ou +33XXXXXXXXX)',
    );
    expect(validationMessages.phone).toBe('Veuillez entrer un numéro de téléphone valide (9-10 chiffres)');
    expect(validationMessages.membershipConfirmation).toBe(
      'Veuillez confirmer votre adhésion en cochant la case',
    );
    expect(validationMessages.donationAmount).toBe('Veuillez entrer un montant de don valide');
  });
});

describe('email shape', () => {
  it.each(['marie.dupont@example.fr', 'a@b.co', 'prenom+musee@sous.domaine.org', 'élodie@café.fr'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    '',
    'marie',
    'marie@',
    '@example.fr',
    'marie@example',
    'marie dupont@example.fr',
    'marie@exa mple.fr',
    ' marie@example.fr',
    'a@@b.fr',
    // Nothing invisible: a control character, a reversed direction of writing.
    'marie\u0000@example.fr',
    'marie@example.fr\u202e',
    'marie\u2066@example.fr',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('takes an address of 254 characters, the longest a mail goes to, and refuses one more', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(180)}.fr.museum`.slice(0, 254 - 3) + '.fr';
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(longest)).toBe(true);
    expect(hasEmailShape(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
    expect(hasEmailShape(`a${longest}`)).toBe(false);
  });
});

describe('the same address however it is typed', () => {
  it('folds blanks, case, accented capitals and accents typed as letter and mark to one spelling', () => {
    const folded = 'élodie.héraut@exemple-café.fr';
    for (const typed of [
      ' Élodie.Héraut@Exemple-Café.fr ',
      'ÉLODIE.HÉRAUT@EXEMPLE-CAFÉ.FR'.normalize('NFD'),
      folded.normalize('NFD'),
    ])
      expect(normalEmail(typed)).toBe(folded);
  });
});

describe('a person’s name, however typed', () => {
  it('is one key for case, accents, hyphens, apostrophes and blanks', () => {
    const key = personNameKey('Jean-Pierre', 'Le Bihan');
    expect(key).toBe('jean pierre le bihan');
    for (const [first, last] of [
      ['JEAN PIERRE', 'LE-BIHAN'],
      ['  jean–pierre ', 'le  bihan'],
      ['Jéan-Pierre'.normalize('NFD'), 'Le Bihan'],
    ])
      expect(personNameKey(first!, last!)).toBe(key);
    expect(personNameKey('Hélène', 'D’Arc')).toBe(personNameKey('Helene', "d'arc"));
  });

  it('tells two people of one family apart', () => {
    expect(personNameKey('Marie', 'Martin')).not.toBe(personNameKey('Paul', 'Martin'));
    expect(personNameKey('Marie', 'Martin')).not.toBe(personNameKey('Marie', 'Martin-Roux'));
  });
});

describe('checkout phone: 0 or +33, then 1-9, then 8 digits', () => {
  it.each(['0612345678', '0123456789', '0987654321', '+33612345678', '+33123456789'])(
    'accepts %s',
    (phone) => {
      expect(isValidCheckoutPhone(phone)).toBe(true);
    },
  );
  it.each([
    '0012345678', // 0 after the prefix
    '+33012345678',
    '061234567', // 8 digits after 0 + first digit missing one
    '06123456789', // one too many
    '612345678', // no prefix
    '0033612345678',
    '+3361234567',
    '06 12 34 56 78',
    '+44612345678',
    '06123456a8',
  ])('refuses %s', (phone) => {
    expect(isValidCheckoutPhone(phone)).toBe(false);
  });

  it('sends a leading 0 as +33 and keeps +33', () => {
    expect(normalizeCheckoutPhone('0612345678')).toBe('+33612345678');
    expect(normalizeCheckoutPhone('+33612345678')).toBe('+33612345678');
    expect(isValidCheckoutPhone(normalizeCheckoutPhone('0612345678'))).toBe(true);
  });
});

describe('membership and donation phone: 9 or 10 digits', () => {
  it.each(['612345678', '0612345678'])('accepts %s', (phone) => {
    expect(isValidShortPhone(phone)).toBe(true);
  });
  it.each(['61234567', '06123456789', '06 12 34 56 78', '+33612345678', '06123456a8', ''])(
    'refuses %j',
    (phone) => {
      expect(isValidShortPhone(phone)).toBe(false);
    },
  );
  it('joins prefix and phone for the payload', () => {
    expect(joinPhone('+33', '612345678')).toBe('+33612345678');
  });
});

describe('parseAmount', () => {
  it('reads typed amounts', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('12.50')).toBe(12.5);
    expect(parseAmount(3)).toBe(3);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('1e3')).toBeNaN();
    expect(parseAmount(undefined)).toBeNaN();
  });
});
