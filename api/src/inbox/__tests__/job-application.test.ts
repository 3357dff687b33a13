import { validationMessages } from '@mtdm/shared/validation';
import fs from 'node:fs';
import { createTestContext, multipart, type TestContext } from '../../__tests__/support/harness';
import { documents, zip } from '../../__tests__/support/fixtures';
import { INHERITED_NAMES } from '../../__tests__/support/seeded-random';
import { mailText } from '../../__tests__/support/smtp';
import { applicationMessages } from '../job-application-routes';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const URL_PATH = '/api/travailleraumusee.php';

const fields = {
  'first-name': 'Hélène',
  'last-name': 'Roux',
  email: 'helene.roux@example.com',
  phone: '0612345678',
  'cover-letter': 'Passionnée d’histoire militaire, je souhaite rejoindre l’équipe du musée.',
};

type FileSpec = { name: string; content: Buffer; type?: string };

async function send(
  values: Record<string, string>,
  files: Record<string, FileSpec | undefined>,
  server: TestContext = ctx,
  remoteAddress?: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file)
      form.append(
        name,
        new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
  }
  const body = await multipart(form);
  return server.app.inject({
    method: 'POST',
    url: URL_PATH,
    ...body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const storedCounts = () => [ctx.count('job_applications'), ctx.count('application_files')];

/** Every file under the uploads folder (none may stay without its row). */
const uploadedFiles = (server: TestContext = ctx): string[] =>
  fs.existsSync(server.config.uploadsDir)
    ? (fs.readdirSync(server.config.uploadsDir, { recursive: true }) as string[])
        .filter((entry) => fs.statSync(`${server.config.uploadsDir}/${entry}`).isFile())
        .sort()
    : [];

describe('POST /api/travailleraumusee.php', () => {
  it.each(['pdf', 'doc', 'docx', 'odt'] as const)(
    'accepts a %s résumé, stores it on disk and mails it',
    async (kind) => {
      const sentBefore = ctx.smtp.messages.length;
      // An address of its own for each: one address is acknowledged three times a day at most.
      const applicant = { ...fields, email: `helene.roux.${kind}@example.com` };
      const response = await send(applicant, {
        resume: { name: `cv-hélène.${kind}`, content: documents[kind] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Message envoyé avec succès !' });
      const file = ctx.app.services.db
        .prepare('SELECT * FROM application_files ORDER BY id DESC LIMIT 1')
        .get() as { stored_path: string; field: string; size_bytes: number };
      expect(file.field).toBe('resume');
      expect(file.stored_path.startsWith(ctx.config.uploadsDir)).toBe(true);
      expect(fs.readFileSync(file.stored_path).equals(documents[kind])).toBe(true);
      await ctx.flushMail();
      const sent = (await ctx.smtp.waitFor(sentBefore + 2)).slice(sentBefore);
      const mail = sent.find((each) => each.to.includes('musee@example.org'));
      expect(mailText(mail!)).toContain('Candidature d’Hélène Roux');
      expect(mail?.raw).toContain(`CV-Roux.${kind}`);
      // The applicant is told it arrived, who answers and when; a reply goes to the museum.
      const acknowledgement = sent.find((each) => each.to.includes(applicant.email));
      expect(mailText(acknowledgement!)).toMatch(/Votre candidature est bien arrivée, avec son fichier/);
      // Nothing typed in the form goes back to the address typed there.
      expect(mailText(acknowledgement!)).not.toContain(fields['last-name']);
      expect(acknowledgement!.raw).toMatch(/^Reply-To: musee@example\.org\r?$/m);
      expect(acknowledgement!.raw).not.toContain(`CV-Roux.${kind}`);
    },
  );

  it('accepts the optional letter file and ignores an empty optional file input', async () => {
    const before = ctx.count('application_files');
    const withLetter = await send(fields, {
      resume: { name: 'cv.pdf', content: documents.pdf },
      'cover-letter-file': { name: 'lettre.odt', content: documents.odt },
    });
    expect(withLetter.statusCode).toBe(200);
    expect(ctx.count('application_files')).toBe(before + 2);
    const emptyLetter = await send(fields, {
      resume: { name: 'cv.pdf', content: documents.pdf },
      'cover-letter-file': { name: '', content: Buffer.alloc(0) },
    });
    expect(emptyLetter.statusCode).toBe(200);
    expect(ctx.count('application_files')).toBe(before + 3);
  });

  it.each(INHERITED_NAMES)('keeps no file sent under « %s », a name the form never gives', async (name) => {
    const before = ctx.count('application_files');
    const response = await send(
      { ...fields, email: 'helene.roux.champ@example.com' },
      {
        resume: { name: 'cv.pdf', content: documents.pdf },
        [name]: { name: 'autre.pdf', content: documents.pdf },
      },
    );
    // The multipart reader refuses most such names itself (« formulaire illisible »); any it lets
    // through is no piece of the application and is left unread.
    expect([200, 400]).toContain(response.statusCode);
    const stored = ctx.app.services.db
      .prepare('SELECT field FROM application_files WHERE id > ? ORDER BY id')
      .all(before) as { field: string }[];
    expect(stored).toEqual(response.statusCode === 200 ? [{ field: 'resume' }] : []);
  });

  it.each(Object.keys(fields))('refuses a missing %s', async (field) => {
    const before = storedCounts();
    const response = await send(
      { ...fields, [field]: '' },
      { resume: { name: 'cv.pdf', content: documents.pdf } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.required);
    expect(storedCounts()).toEqual(before);
  });

  it('refuses a malformed e-mail and a missing résumé', async () => {
    const badEmail = await send(
      { ...fields, email: 'helene@' },
      { resume: { name: 'cv.pdf', content: documents.pdf } },
    );
    expect(badEmail.json().message).toBe(validationMessages.email);
    const noResume = await send(fields, {
      'cover-letter-file': { name: 'lettre.pdf', content: documents.pdf },
    });
    expect(noResume.statusCode).toBe(400);
    expect(noResume.json().message).toBe(validationMessages.required);
  });

  it('refuses a résumé larger than 5 MB with 413 and stores nothing', async () => {
    const before = storedCounts();
    const big = Buffer.concat([documents.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await send(fields, { resume: { name: 'cv.pdf', content: big } });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(applicationMessages.tooLarge('CV'));
    expect(storedCounts()).toEqual(before);
  });

  it('refuses an oversized letter file with its own label', async () => {
    const big = Buffer.concat([documents.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await send(fields, {
      resume: { name: 'cv.pdf', content: documents.pdf },
      'cover-letter-file': { name: 'lettre.pdf', content: big },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(applicationMessages.tooLarge('lettre de motivation'));
  });

  it('streams files to disk and, refused for any reason, leaves none there', async () => {
    const before = uploadedFiles();
    const big = Buffer.concat([documents.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    for (const files of [
      { resume: { name: 'cv.pdf', content: big } },
      { resume: { name: 'cv.pdf', content: documents.exe } },
    ]) {
      const response = await send(fields, files);
      expect([413, 415]).toContain(response.statusCode);
    }
    expect(
      (await send({ ...fields, email: 'faux' }, { resume: { name: 'cv.pdf', content: documents.pdf } }))
        .statusCode,
    ).toBe(400);
    expect(uploadedFiles()).toEqual(before);
  });

  it.each([
    ['an executable renamed .pdf', 'cv.pdf', documents.exe],
    ['an HTML page renamed .doc', 'cv.doc', documents.html],
    ['a PDF renamed .docx', 'cv.docx', documents.pdf],
    ['a spreadsheet zip renamed .docx', 'cv.docx', documents.otherZip],
    ['an ODT renamed .pdf', 'cv.pdf', documents.odt],
    ['a real PDF with a .exe name', 'cv.exe', documents.pdf],
    ['a PDF without extension', 'cv', documents.pdf],
  ])('refuses %s with 415', async (_label, name, content) => {
    const before = storedCounts();
    const response = await send(fields, { resume: { name, content, type: 'application/pdf' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(applicationMessages.badType('CV'));
    expect(storedCounts()).toEqual(before);
  });

  const utf16 = (name: string) => Buffer.from(`${name}\0`, 'utf16le');
  it.each([
    [
      'a PDF that runs code when opened',
      'cv.pdf',
      Buffer.from(
        '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >> endobj\n%%EOF\n',
      ),
      'il contient du code (JavaScript)',
    ],
    [
      'a PDF that starts a program',
      'cv.pdf',
      Buffer.from('%PDF-1.7\n1 0 obj << /S /Launch /F (cmd.exe) >> endobj\n%%EOF\n'),
      'il contient une action qui lance un programme, ouvre un fichier joint ou envoie des données',
    ],
    [
      'a PDF that carries a file',
      'cv.pdf',
      Buffer.from('%PDF-1.7\n1 0 obj << /Names << /EmbeddedFiles 2 0 R >> >> endobj\n%%EOF\n'),
      'il transporte des fichiers, des médias ou des formulaires intégrés',
    ],
    [
      'a DOCX with macros',
      'cv.docx',
      zip([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'word/document.xml', data: '<w:document/>' },
        { name: 'word/vbaProject.bin', data: 'Attribute VB_Name' },
      ]),
      'il contient des macros ou des contrôles ActiveX',
    ],
    [
      'a DOCX with an embedded object',
      'cv.docx',
      zip([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'word/document.xml', data: '<w:document/>' },
        { name: 'word/embeddings/oleObject1.bin', data: 'MZ' },
      ]),
      'il contient un programme ou un objet intégré',
    ],
    [
      'an ODT with macros',
      'cv.odt',
      zip([
        { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
        { name: 'content.xml', data: '<office:document-content/>' },
        { name: 'Basic/Standard/Module1.xml', data: '<script:module/>' },
      ]),
      'il contient des macros ou des contrôles ActiveX',
    ],
    [
      'a DOC with macros',
      'cv.doc',
      Buffer.concat([documents.doc, utf16('_VBA_PROJECT'), Buffer.alloc(64)]),
      'il contient des macros ou des contrôles ActiveX',
    ],
    [
      'a DOCX whose directory cannot be read',
      'cv.docx',
      documents.docx.subarray(0, documents.docx.length - 22),
      'son contenu ne peut pas être lu',
    ],
  ])('refuses %s with a French 422, and keeps nothing', async (_label, name, content, problem) => {
    const before = storedCounts();
    const files = uploadedFiles();
    const response = await send(fields, {
      resume: { name: 'cv.pdf', content: documents.pdf },
      'cover-letter-file': { name, content },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(applicationMessages.activeContent('lettre de motivation', problem));
    expect(storedCounts()).toEqual(before);
    expect(uploadedFiles()).toEqual(files);
  });

  it('refuses a JSON body (not multipart) with 415', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: URL_PATH, payload: fields });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(applicationMessages.notMultipart);
  });

  it('refuses a truncated multipart body with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL_PATH,
      payload: '--abc\r\nContent-Disposition: form-data; name="first-name"\r\n\r\nHélène',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(applicationMessages.malformed);
  });

  it('refuses more than two files', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const field of ['resume', 'cover-letter-file', 'autre'])
      form.append(field, new Blob([new Uint8Array(documents.pdf)]), 'cv.pdf');
    const response = await ctx.app.inject({ method: 'POST', url: URL_PATH, ...(await multipart(form)) });
    expect(response.statusCode).toBe(413);
  });

  it('refuses two files with the same name in one field with a French 400, and keeps nothing', async () => {
    const before = storedCounts();
    const filesBefore = uploadedFiles();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (let index = 0; index < 2; index += 1)
      form.append('resume', new Blob([new Uint8Array(documents.pdf)]), 'cv.pdf');
    const response = await ctx.app.inject({ method: 'POST', url: URL_PATH, ...(await multipart(form)) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(applicationMessages.duplicateFile('CV'));
    expect(storedCounts()).toEqual(before);
    expect(uploadedFiles()).toEqual(filesBefore);
  });

  it('refuses a text longer than the server accepts with a French 413, never stores it cut', async () => {
    const before = storedCounts();
    const response = await send(
      { ...fields, 'cover-letter': 'Passionnée. '.repeat(2_500) },
      { resume: { name: 'cv.pdf', content: documents.pdf } },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(applicationMessages.fieldTooLong);
    expect(storedCounts()).toEqual(before);
  });

  it('drops a filled honeypot silently', async () => {
    const before = storedCounts();
    const response = await send(
      { ...fields, website: 'spam' },
      { resume: { name: 'cv.pdf', content: documents.pdf } },
    );
    expect(response.statusCode).toBe(200);
    expect(storedCounts()).toEqual(before);
  });
});

describe('what applications may leave on the server’s disk', () => {
  let limited: TestContext;
  beforeAll(async () => {
    // The default share: five a day per connection.
    limited = await createTestContext({ APPLICATIONS_PER_CONNECTION: '5' });
  });
  afterAll(() => limited.close());
  const apply = (applicant: number, remoteAddress: string, server = limited) =>
    send(
      { ...fields, email: `candidat.${applicant}@example.com` },
      { resume: { name: 'cv.pdf', content: documents.pdf } },
      server,
      remoteAddress,
    );

  it('keeps five a day from one connection, then refuses in French and keeps nothing more', async () => {
    for (let applicant = 0; applicant < 5; applicant += 1)
      expect((await apply(applicant, '198.51.100.7')).statusCode).toBe(200);
    const files = uploadedFiles(limited);
    // Refused before its files are read: not a byte of them is written, even for a moment.
    const opened = jest.spyOn(fs.promises, 'open');
    const sixth = await apply(5, '198.51.100.7');
    expect(opened.mock.calls.filter(([file]) => String(file).includes('.reception-'))).toEqual([]);
    opened.mockRestore();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(applicationMessages.tooManyFromConnection);
    expect(limited.count('job_applications')).toBe(5);
    expect(uploadedFiles(limited)).toEqual(files);
    // Another address is another connection; an IPv6 network is one, whatever its addresses.
    expect((await apply(6, '198.51.100.8')).statusCode).toBe(200);
    for (let host = 1; host <= 5; host += 1)
      expect((await apply(10 + host, `2001:db8:7:1::${host}`)).statusCode).toBe(200);
    expect((await apply(16, '2001:db8:7:1::ff')).statusCode).toBe(429);
    // The count names no connection: a keyed digest of it.
    const counted = limited.app.services.db
      .prepare("SELECT target_digest FROM limit_counts WHERE kind = 'application-connection'")
      .all() as { target_digest: string }[];
    expect(counted).toHaveLength(11);
    expect(counted.every((row) => /^[0-9a-f]{64}$/.test(row.target_digest))).toBe(true);
  });

  it('keeps no more than five when a connection sends a burst of them at once', async () => {
    const before = limited.count('job_applications');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_unused, applicant) => apply(100 + applicant, '198.51.100.20')),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(7);
    expect(limited.count('job_applications')).toBe(before + 5);
  });

  it('gives a refused application’s place in the share back', async () => {
    const unreadable = { resume: { name: 'cv.pdf', content: Buffer.from('ceci n’est pas un PDF') } };
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await send({ ...fields }, unreadable, limited, '198.51.100.21');
      expect(refused.statusCode).toBe(415);
    }
    for (let applicant = 0; applicant < 5; applicant += 1)
      expect((await apply(200 + applicant, '198.51.100.21')).statusCode).toBe(200);
    expect((await apply(205, '198.51.100.21')).statusCode).toBe(429);
  });

  it('refuses an application the disk has no room left for, and keeps none of its files', async () => {
    const full = await createTestContext({ HEALTH_MIN_FREE_MB: String(1024 ** 3) });
    try {
      const refused = await apply(1, '198.51.100.9', full);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(applicationMessages.noRoom);
      expect(full.count('job_applications')).toBe(0);
      expect(uploadedFiles(full)).toEqual([]);
    } finally {
      await full.close();
    }
  });
});
