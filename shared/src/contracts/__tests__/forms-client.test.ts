import { ApiError, sendContactForm, sendJobApplication } from '..';
import { fakeFetch, json, text } from './fake-fetch';

const person = { 'first-name': 'Jean', 'last-name': 'Roux', email: 'jean@example.fr' };

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as Error).message;
  }
  throw new Error('expected a failure');
}

describe('contact forms (contactChetom, contactMuseum, contactAssociation)', () => {
  it.each([
    ['chetom', '/api/formulairechetom.php'],
    ['museum', '/api/formulairemusee.php'],
    ['association', '/api/formulaireassociation.php'],
  ] as const)('%s posts JSON to %s', async (kind, url) => {
    const fake = fakeFetch(json({ message: 'ok' }));
    const payload = {
      ...person,
      'phone-prefix': '+33',
      phone: '6',
      'vous-etes': 'A',
      message: 'Bonjour',
    } as never;
    await expect(sendContactForm(kind, payload, { fetch: fake.fetch })).resolves.toBeUndefined();
    expect(fake.requests[0]?.url).toBe(url);
    expect(fake.requests[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(fake.requests[0]?.init?.body))).toEqual(payload);
  });

  it('shows the server message on failure', async () => {
    const fake = fakeFetch(json({ message: 'Adresse e-mail refusée.' }, 400));
    expect(
      await failure(
        sendContactForm(
          'association',
          { ...person, 'phone-prefix': '+33', phone: '6', message: 'x' },
          { fetch: fake.fetch },
        ),
      ),
    ).toBe('Adresse e-mail refusée.');
  });

  it('falls back to the catalogue text', async () => {
    for (const answer of [
      json({}, 500),
      text('<html>', 502),
      () => {
        throw new TypeError('offline');
      },
    ]) {
      const fake = fakeFetch(answer as Response);
      expect(
        await failure(
          sendContactForm('chetom', { ...person, 'vous-etes': 'B', message: 'x' }, { fetch: fake.fetch }),
        ),
      ).toBe("Erreur lors de l'envoi du formulaire");
    }
  });

  it('accepts a success without a JSON body', async () => {
    const fake = fakeFetch(text('', 200));
    await expect(
      sendContactForm('chetom', { ...person, 'vous-etes': 'C', message: 'x' }, { fetch: fake.fetch }),
    ).resolves.toBeUndefined();
  });
});

describe('job application (jobApplication)', () => {
  it('posts the multipart form as is', async () => {
    const fake = fakeFetch(json({ success: true }));
    const form = new FormData();
    form.append('first-name', 'Jean');
    form.append('resume', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'cv.pdf');
    await sendJobApplication(form, { fetch: fake.fetch, baseUrl: 'https://musee.example' });
    expect(fake.requests[0]?.url).toBe('https://musee.example/api/travailleraumusee.php');
    expect(fake.requests[0]?.init?.body).toBe(form);
    expect(fake.requests[0]?.init?.headers).toBeUndefined();
  });

  it('uses the same error rules', async () => {
    const fake = fakeFetch(json({ message: 'Le CV doit être un fichier PDF, DOC, DOCX ou ODT.' }, 415));
    expect(await failure(sendJobApplication(new FormData(), { fetch: fake.fetch }))).toBe(
      'Le CV doit être un fichier PDF, DOC, DOCX ou ODT.',
    );
  });
});
