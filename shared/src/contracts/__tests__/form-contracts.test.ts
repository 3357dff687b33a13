import {
  checkUpload,
  contactFormContracts,
  schemaFields,
  guidedTourContract,
  jobApplicationContract,
  JOB_APPLICATION_UPLOAD,
  acceptAttribute,
} from '..';
import { DIAL_CODES, dialCodeOfCountry } from '../dial-codes/dial-codes';

describe('form contracts', () => {
  it.each([
    ...Object.entries(contactFormContracts),
    ['application', jobApplicationContract],
    ['guided tour', guidedTourContract],
  ] as const)(
    '%s: the page lists exactly the fields of the schema, required ones among them',
    (_name, contract) => {
      expect([...contract.fields]).toEqual(schemaFields(contract));
      for (const field of contract.required) expect(contract.fields).toContain(field);
    },
  );

  it('the guided tour requires everything but the special requests', () => {
    expect(
      guidedTourContract.fields.filter(
        (f) => !(guidedTourContract.required as readonly string[]).includes(f),
      ),
    ).toEqual(['special-requests']);
  });

  it('the museum form has the phone and the visitor kind, the research centre no phone', () => {
    expect([...contactFormContracts.museum.fields]).toEqual([
      'first-name',
      'last-name',
      'email',
      'phone-prefix',
      'phone',
      'vous-etes',
      'message',
    ]);
    expect(contactFormContracts.chetom.fields).not.toContain('phone');
    expect(contactFormContracts.association.fields).not.toContain('vous-etes');
  });
});

describe('uploads of the application', () => {
  it('accepts PDF, DOC, DOCX and ODT up to 5 MB', () => {
    expect(acceptAttribute(JOB_APPLICATION_UPLOAD)).toBe('.pdf,.doc,.docx,.odt');
    expect(checkUpload({ name: 'cv.PDF', size: 5 * 1024 * 1024 }, 'CV')).toBeNull();
    expect(checkUpload({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 }, 'CV')).toBe(
      'Le fichier « CV » dépasse la taille maximale de 5 Mo.',
    );
    expect(checkUpload({ name: 'photo.jpg', size: 10 }, 'lettre de motivation')).toBe(
      'Le fichier « lettre de motivation » doit être au format PDF, DOC, DOCX ou ODT.',
    );
  });
});

describe('dial codes', () => {
  it('lists about 240 countries, French names in French alphabetical order, each once', () => {
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(230);
    const names = DIAL_CODES.map((entry) => entry.country);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(names);
    for (const entry of DIAL_CODES) expect(entry.code).toMatch(/^\+\d{1,4}$/);
    expect(dialCodeOfCountry('France')).toBe('+33');
    expect(dialCodeOfCountry('Royaume-Uni')).toBe('+44');
  });
});
