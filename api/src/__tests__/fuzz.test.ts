import type { InjectOptions } from 'fastify';
import { CONFERENCE_BOOKING_PATHS } from '@mtdm/shared/contracts';
import { englishInRefusal } from './support/french-refusals';
import { createTestContext, multipart, SUBMISSION_TABLES, type TestContext } from './support/harness';
import { INHERITED_NAMES, seededRandom } from './support/seeded-random';
import {
  applicationFields,
  cartLine,
  contactPayloads,
  documents,
  donationPayload,
  membershipPayload,
  shopPayload,
  tourForm,
} from './support/fixtures';

const ALPHABET = 'abcXYZ019 -_.@+/\\\'"<>&%{}[]éàç€😀\u0000\u202e';
const { seed: SEED, random, int, pick, randomString } = seededRandom(20260619, ALPHABET);

function randomJson(depth = 0): unknown {
  const kind = int(depth > 2 ? 6 : 8);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick([0, -1, 1e308, -0.0001, 2 ** 53, Number.MAX_SAFE_INTEGER, 3.14159]);
    case 3:
      return randomString();
    case 4:
      return pick([randomString(), pick(INHERITED_NAMES)]);
    case 5:
      return 'x'.repeat(pick([201, 501, 10_001, 50_000]));
    case 6:
      return Array.from({ length: int(4) }, () => randomJson(depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: int(5) }, () => [
          pick([randomString(12), pick(INHERITED_NAMES)]),
          randomJson(depth + 1),
        ]),
      );
  }
}

/** A value of the wrong type for a field holding `value`. */
function wrongType(value: unknown): unknown {
  const options: unknown[] = [null, [], {}, [randomString()], { $gt: '' }];
  if (typeof value !== 'number') options.push(42, -1, true);
  if (typeof value !== 'string') options.push('42', randomString(), '');
  // Never the same value again (the empty cart list of memberships and donations is valid).
  return pick(options.filter((option) => JSON.stringify(option) !== JSON.stringify(value)));
}

const JSON_TARGETS: { url: string; valid: Record<string, unknown> }[] = [
  { url: '/api/formulairechetom.php', valid: contactPayloads.chetom },
  { url: '/api/formulairemusee.php', valid: contactPayloads.museum },
  { url: '/api/formulaireassociation.php', valid: contactPayloads.association },
  {
    url: '/api/index.php?endpoint=create-payment',
    valid: shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75),
  },
  { url: '/api/deveniradherent.php?endpoint=create-payment-adherent', valid: membershipPayload() },
  { url: '/api/faireundon.php?endpoint=create-payment-don', valid: donationPayload() },
  {
    url: '/api/retractation',
    valid: { orderReference: 'CMD-1', firstName: 'A', lastName: 'B', email: 'a@b.fr', items: 'x' },
  },
  { url: '/submit-guided-tour', valid: tourForm },
  // A conference no agenda holds: a request the checks let through is still refused, never stored.
  {
    url: CONFERENCE_BOOKING_PATHS.book('00-aucune-conference'),
    valid: { name: 'Anne Martin', email: 'anne@example.com', seats: 2 },
  },
];

const CONFIRMATIONS = [
  '/api/index.php?endpoint=payment-success',
  '/api/deveniradherent.php?endpoint=registration-success',
  '/api/faireundon.php?endpoint=donation-success',
];

/** One malformed request: never a valid submission, by construction. */
async function malformedRequest(): Promise<InjectOptions> {
  const target = pick(JSON_TARGETS);
  const json = (payload: unknown): InjectOptions => ({
    method: 'POST',
    url: target.url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  // Special requests are optional: dropping them still makes a valid tour request.
  const field = pick(Object.keys(target.valid).filter((name) => name !== 'special-requests'));
  switch (int(13)) {
    case 0:
      return json(randomJson());
    case 1: {
      const { [field]: _removed, ...rest } = target.valid;
      return json(rest);
    }
    case 2:
      return json({ ...target.valid, [field]: wrongType(target.valid[field]) });
    case 3:
      return json({ ...target.valid, [field]: 'x'.repeat(pick([10_001, 100_000])) });
    case 4: {
      const text = JSON.stringify(target.valid);
      return {
        method: 'POST',
        url: target.url,
        payload: text.slice(0, int(text.length - 1)),
        headers: { 'content-type': 'application/json' },
      };
    }
    case 5: {
      // Bad encodings: invalid UTF-8, UTF-16, a BOM, NUL bytes.
      const bytes = pick([
        Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x22, 0x00]),
        Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('"}')]),
        Buffer.from(`\ufeff${JSON.stringify(randomJson())}`, 'utf16le'),
        Buffer.from('\u0000\u0000\u0000'),
      ]);
      return {
        method: 'POST',
        url: target.url,
        payload: bytes,
        headers: {
          'content-type': pick([
            'application/json',
            'application/json; charset=latin1',
            'application/x-www-form-urlencoded',
          ]),
        },
      };
    }
    case 6:
      return {
        method: 'POST',
        url: target.url,
        payload: pick([
          'a=1&a=2&a[b]=3',
          '%%%',
          `${field}=${encodeURIComponent(randomString())}`,
          '='.repeat(1000),
        ]),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 7:
      return {
        method: 'POST',
        url: target.url,
        payload: randomString(200),
        headers: {
          'content-type': pick([
            'text/xml',
            'application/octet-stream',
            'multipart/form-data',
            'application/json; boundary=x',
            '',
          ]),
        },
      };
    case 8:
      return {
        method: pick(['GET', 'POST'] as const),
        url: `${pick(CONFIRMATIONS)}&payment_id=${encodeURIComponent(randomString(200))}&customer_id=${encodeURIComponent(pick([randomString(), "' OR 1=1 --", 'x'.repeat(5000)]))}`,
      };
    case 9: {
      const form = new FormData();
      form.append(
        pick(['first-name', 'email', 'resume', randomString(8), pick(INHERITED_NAMES)]),
        randomString(50),
      );
      if (random() < 0.5)
        form.append(
          'resume',
          new Blob([new Uint8Array(pick([documents.exe, documents.html, documents.otherZip]))]),
          pick(['cv.pdf', 'cv.docx', '../../etc/passwd', '']),
        );
      return { method: 'POST', url: '/api/travailleraumusee.php', ...(await multipart(form)) };
    }
    case 12: {
      // A complete application spoiled one way: the same résumé twice in its field, or a text over
      // the size limit. Both must be refused whole.
      const form = new FormData();
      const letter = random() < 0.5 ? 'Lettre. '.repeat(4_000) : 'Bonjour';
      for (const [name, value] of Object.entries({ ...applicationFields, 'cover-letter': letter }))
        form.append(name, value);
      const copies = letter === 'Bonjour' ? 2 : 1;
      for (let index = 0; index < copies; index += 1)
        form.append('resume', new Blob([new Uint8Array(documents.pdf)]), pick(['cv.pdf', 'CV.PDF']));
      return { method: 'POST', url: '/api/travailleraumusee.php', ...(await multipart(form)) };
    }
    case 10:
      return {
        method: 'POST',
        url: '/api/travailleraumusee.php',
        payload: `--b\r\nContent-Disposition: form-data; name="${randomString(5)}"\r\n\r\n${randomString(100)}`,
        headers: {
          'content-type': pick([
            'multipart/form-data; boundary=b',
            'multipart/form-data',
            'multipart/form-data; boundary=',
          ]),
        },
      };
    default:
      return {
        method: 'POST',
        url: `/sandbox-payments/${pick(['sbx_' + '0'.repeat(32), randomString(20), '..%2F..%2Fetc'])}/${pick(['pay', 'cancel'])}`,
      };
  }
}

describe('fuzz: malformed requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it(`answers 1,200 malformed requests in French, without a 5xx or a stored record (seed ${SEED})`, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < 1200; index += 1) {
      const request = await malformedRequest();
      const response = await ctx.app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const english = englishInRefusal(response.body);
      if (response.statusCode >= 500 || /\bat .+:\d+:\d+/.test(response.body) || english.length > 0) {
        failures.push(
          `${request.method} ${request.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    for (const table of SUBMISSION_TABLES) expect([table, ctx.count(table)]).toEqual([table, 0]);
    // The run really exercised refusals, not only one kind of answer.
    expect(statuses.get(400)).toBeGreaterThan(300);
  }, 60_000);
});
