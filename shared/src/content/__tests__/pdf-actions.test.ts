/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { pdfProblems, pdfProblemsInTheBackground } from '../pdf-actions';

const CODE = 'il contient du code (JavaScript)';
const ACTION = 'il contient une action qui lance un programme, ouvre un fichier joint ou envoie des données';
const CARRIED = 'il transporte des fichiers, des médias ou des formulaires intégrés';
const PROTECTED = 'il est protégé (chiffré) : son contenu ne peut pas être vérifié';
const UNREADABLE = 'un de ses contenus compressés ne peut pas être lu';
const TOO_LARGE = 'ses contenus compressés sont trop volumineux pour être vérifiés';

const pdf = (...objects: string[]) => Buffer.from(`%PDF-1.7\n${objects.join('\n')}\n%%EOF\n`, 'latin1');

/** A stream of objects as writers make them today: compressed, its dictionary saying so. */
const objectStream = (
  inside: Buffer | string,
  dictionary = '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
) => {
  const data = deflateSync(inside);
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj\n<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
};

/** The two ways of reading: at once (a content release), in zlib's threads (a visitor's upload). */
const READINGS = [
  ['at once', async (content: Uint8Array) => pdfProblems(content)],
  ['in the background', pdfProblemsInTheBackground],
] as const;

describe.each(READINGS)('what a PDF may not carry, its streams inflated %s', (_, check) => {
  it('keeps the documents the site publishes, and what only links or writes', async () => {
    const documents = path.join(__dirname, '../../../../content/media/documents');
    const files = (fs.readdirSync(documents, { recursive: true }) as string[]).filter((file) =>
      file.endsWith('.pdf'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      expect([file, await check(fs.readFileSync(path.join(documents, file)))]).toEqual([file, []]);
    // Links to the web, an opening view and the text's own streams are no danger.
    expect(
      await check(
        pdf(
          '1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] >> endobj',
          '2 0 obj << /S /URI /URI (https://www.example.org/) >> endobj',
        ),
      ),
    ).toEqual([]);
    expect(
      await check(objectStream('BT /F1 12 Tf (La JavaScript des marsouins) Tj ET', '/Filter /FlateDecode')),
    ).toEqual([]);
  });

  it('refuses code, actions and carried files, however their names are written', async () => {
    expect(
      await check(pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj')),
    ).toEqual([CODE]);
    expect(await check(pdf('1 0 obj << /AA << /O << /S /J#61vaScript /J#53 (x) >> >> >> endobj'))).toEqual([
      CODE,
    ]);
    expect(await check(pdf('1 0 obj << /S /Launch /F (cmd.exe) >> endobj'))).toEqual([ACTION]);
    expect(
      await check(pdf('1 0 obj << /S /SubmitForm /F << /FS /URL /F (https://x.example/) >> >> endobj')),
    ).toEqual([ACTION]);
    expect(await check(pdf('1 0 obj << /Names << /EmbeddedFiles 2 0 R >> >> endobj'))).toEqual([CARRIED]);
    expect(await check(pdf('1 0 obj << /AcroForm << /XFA 4 0 R >> >> endobj'))).toEqual([CARRIED]);
    expect(await check(pdf('trailer << /Root 1 0 R /Encrypt 9 0 R >>'))).toEqual([PROTECTED]);
  });

  it('reads the objects a compressed stream holds, and refuses one it cannot read', async () => {
    expect(await check(objectStream('6 0 << /S /JavaScript /JS (app.alert(1)) >>'))).toEqual([CODE]);
    // The dictionary's own names escaped: still a stream of objects.
    expect(
      await check(
        objectStream('6 0 << /S /Launch >>', '/Type /Obj#53tm /N 1 /First 4 /Filter /Fl#61teDecode'),
      ),
    ).toEqual([ACTION]);
    // Said to be a picture, yet holding objects: read all the same.
    expect(
      await check(
        objectStream('6 0 << /JS (x) >>', '/Type /ObjStm /Subtype /Image /N 1 /First 4 /Filter /FlateDecode'),
      ),
    ).toEqual([CODE]);
    expect(
      await check(pdf('1 0 obj << /Type /ObjStm /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream')),
    ).toEqual([UNREADABLE]);
    expect(await check(pdf('1 0 obj << /Filter /FlateDecode /Length 3 >>\nstream\nabc\nendstream'))).toEqual([
      UNREADABLE,
    ]);
  });

  it('inflates no more than its budget: a small file that would fill the memory is refused', async () => {
    const bomb = objectStream(Buffer.alloc(160 * 1024 * 1024), '/Filter /FlateDecode');
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await check(bomb)).toEqual([TOO_LARGE]);
  });

  it('reads each byte once, however many keywords a file repeats', async () => {
    // Five megabytes of stream keywords with no end, then of objects with no stream: read in one pass.
    expect(await check(Buffer.from(`%PDF-1.7\n${'stream\n'.repeat(700_000)}`, 'latin1'))).toEqual([]);
    expect(
      await check(
        Buffer.from(
          `%PDF-1.7\n${'1 0 obj << /Filter /FlateDecode >> stream\n'.repeat(120_000)}endstream`,
          'latin1',
        ),
      ),
    ).toEqual([UNREADABLE]);
  });

  it('reads no name in the bytes of a picture', async () => {
    // A JPEG's bytes may spell anything, « /JS » among them: they are the picture's, not the file's.
    const picture = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from(' /JS /Launch '),
      Buffer.from([0xff, 0xd9]),
    ]);
    const file = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n4 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${picture.length} >>\nstream\n`,
        'latin1',
      ),
      picture,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    expect(await check(file)).toEqual([]);
  });
});

it('lets the server turn to other work while a visitor’s file inflates in the background', async () => {
  const bomb = objectStream(Buffer.alloc(160 * 1024 * 1024), '/Filter /FlateDecode');
  const turns = (check: (content: Uint8Array) => Promise<string[]>) =>
    new Promise<{ readonly turned: boolean; readonly problems: string[] }>((resolve) => {
      let turned = false;
      setImmediate(() => {
        turned = true;
      });
      void check(bomb).then((problems) => resolve({ turned, problems }));
    });
  // Read at once, the file holds the server until it is done; in the background, it does not.
  expect(await turns(async (content) => pdfProblems(content))).toEqual({
    turned: false,
    problems: [TOO_LARGE],
  });
  expect(await turns(pdfProblemsInTheBackground)).toEqual({ turned: true, problems: [TOO_LARGE] });
});
