import fs from 'node:fs';
import path from 'node:path';
import { validationMessages } from '@mtdm/shared/validation';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { tourForm, urlencoded } from '../../__tests__/support/fixtures';
import { mailText } from '../../__tests__/support/smtp';
import { plainSpaces } from '@mtdm/shared/testing/text';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (values: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/submit-guided-tour',
    payload: urlencoded(values),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The result page a stored request sends the browser to (303), opened as the browser does. */
async function resultOf(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  return { location, page: await ctx.app.inject({ url: location }) };
}

describe('POST /submit-guided-tour', () => {
  it('stores the request, sends the browser to its result page (reloaded, nothing sent again) and mails the museum', async () => {
    const sentBefore = ctx.smtp.messages.length;
    const response = await post(tourForm);
    const { location, page } = await resultOf(response);
    expect(location).toMatch(/^\/visite-guidee\/demande\/[\w-]{22}$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Demande de visite guidée envoyée');
    expect(page.body).toContain('href="/"');
    // Nothing that names the requester: the address is a link anyone it is shown to could open.
    expect(page.body).not.toContain(tourForm.email);
    expect(page.body).not.toContain(tourForm['last-name']);
    expect(ctx.count('tour_requests')).toBe(1);
    // Opened again later (a reload, the history): the same page, nothing stored or sent again.
    const again = await ctx.app.inject({ url: location });
    expect(again.body).toBe(page.body);
    expect(ctx.count('tour_requests')).toBe(1);
    const unknown = await ctx.app.inject({ url: '/visite-guidee/demande/aaaaaaaaaaaaaaaaaaaaaa' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Demande introuvable');
    const row = ctx.app.services.db.prepare('SELECT * FROM tour_requests').get() as Record<string, unknown>;
    expect(row).toMatchObject({
      group_size: 25,
      visit_date: '2027-05-20',
      visit_time: '14:30',
      // Stored once, in E.164.
      phone: '+33611223344',
    });
    await ctx.flushMail();
    const sent = (await ctx.smtp.waitFor(sentBefore + 2)).slice(sentBefore);
    const mail = sent.find((each) => each.to.includes('musee@example.org'));
    expect(mailText(mail!)).toContain('groupe de 25 personnes');
    // The requester is told it is received, not yet confirmed, and who answers; replies go to the museum.
    const acknowledgement = mailText(sent.find((each) => each.to.includes(tourForm.email))!);
    expect(acknowledgement).toContain('pour 25 personnes le 20 mai 2027 est bien arrivée');
    expect(acknowledgement).toContain('Elle n’est pas encore confirmée');
    expect(acknowledgement).toContain('Reply-To: musee@example.org');
    // Nothing typed in the form goes back to the address typed there: neither name nor requests.
    expect(acknowledgement).not.toContain(tourForm['special-requests']);
    expect(acknowledgement).not.toContain(tourForm['last-name']);
    expect(mailText(mail!)).toContain(tourForm['special-requests']);
  });

  it.each([
    ['date', '20/05/2027', 'Veuillez indiquer une date de visite valide (jj/mm/aaaa).'],
    ['date', '2027-02-30', 'Veuillez indiquer une date de visite valide (jj/mm/aaaa).'],
    [
      'date',
      '2027-05-20\nBcc: victime@example.com',
      'Veuillez indiquer une date de visite valide (jj/mm/aaaa).',
    ],
    ['time', 'l’après-midi', 'Veuillez indiquer une heure de visite valide (hh:mm).'],
    [
      'first-name',
      'Claire\nBcc: victime@example.com',
      'Un nom, une adresse ou un numéro tient sur une seule ligne.',
    ],
    ['last-name', 'Petit\r\nObjet : faux', 'Un nom, une adresse ou un numéro tient sur une seule ligne.'],
  ])(
    'refuses %s = %j with its French message, the field marked, nothing stored or mailed (second review, finding 7)',
    async (field, value, message) => {
      const stored = ctx.count('tour_requests');
      const queued = ctx.count('mail_queue');
      const response = await post({ ...tourForm, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
      expect(response.body).toMatch(
        new RegExp(`name="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="${field}"`),
      );
      expect(ctx.count('tour_requests')).toBe(stored);
      expect(ctx.count('mail_queue')).toBe(queued);
    },
  );

  it('accepts an empty special-requests field (labelled optional)', async () => {
    const response = await post({ ...tourForm, 'special-requests': '' });
    expect(response.statusCode).toBe(303);
  });

  it.each(['first-name', 'last-name', 'email', 'phone-prefix', 'phone', 'date', 'time', 'group-size'])(
    'without %s: a French error page that keeps what was typed',
    async (field) => {
      const before = ctx.count('tour_requests');
      const response = await post({ ...tourForm, [field]: '' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(validationMessages.required);
      expect(response.body).toContain(field === 'first-name' ? 'value="Petit"' : 'value="Claire"');
      expect(response.body).toContain('action="/submit-guided-tour"');
      expect(ctx.count('tour_requests')).toBe(before);
    },
  );

  it('refuses a group under 10 or a non-number, keeping the values', async () => {
    for (const size of ['9', 'dix', '12.5', '-20']) {
      const response = await post({ ...tourForm, 'group-size': size });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(validationMessages.groupSize);
      expect(response.body).toContain(`value="${size}"`);
    }
  });

  it('refuses control characters in the request, beside its field, and takes tabs and line breaks', async () => {
    const refused = await post({ ...tourForm, 'special-requests': 'Accès\u0000 fauteuil\u001b[2J' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Ce texte contient des caractères invisibles');
    expect(refused.body).toMatch(/\(à corriger\s: Demandes particulières\)/);
    const accepted = await post({ ...tourForm, 'special-requests': 'Deux fauteuils\r\n\tet une poussette' });
    expect(accepted.statusCode).toBe(303);
  });

  it('refuses a malformed e-mail', async () => {
    const response = await post({ ...tourForm, email: 'claire' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(validationMessages.email);
    expect(response.body).toContain('(à corriger : Adresse e-mail)');
  });

  it('names the fields to correct and marks them for screen readers, keeping the others', async () => {
    const response = await post({ ...tourForm, date: '', time: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('(à corriger : Date souhaitée, Heure souhaitée)');
    // Each faulty field says what is wrong next to it, tied to it for screen readers.
    expect(response.body).toMatch(
      /name="date"\s+value=""\s+required\s+aria-invalid="true" aria-describedby="erreur-date"/,
    );
    expect(response.body).toContain(
      '<span class="field-error" id="erreur-date">Ce champ est obligatoire.</span>',
    );
    expect(response.body).not.toMatch(/name="email"[^>]*aria-invalid/);
    expect(response.body).toContain(`value="${tourForm.email}"`);
  });

  it('escapes what it shows back', async () => {
    const response = await post({ ...tourForm, 'first-name': '<script>alert(1)</script>', email: 'x' });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses repeated fields and an unreadable body without a 5xx', async () => {
    const repeated = await ctx.app.inject({
      method: 'POST',
      url: '/submit-guided-tour',
      payload: `${urlencoded(tourForm)}&email=autre@example.com`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(repeated.statusCode).toBe(400);
    const empty = await ctx.app.inject({ method: 'POST', url: '/submit-guided-tour' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('<html lang="fr">');
  });

  it('drops a filled honeypot silently', async () => {
    const before = ctx.count('tour_requests');
    const response = await post({ ...tourForm, website: 'spam' });
    expect(response.statusCode).toBe(200);
    expect(ctx.count('tour_requests')).toBe(before);
  });
  it('answers the English visit page in English, storing the same request', async () => {
    const before = ctx.count('tour_requests');
    const { location, page: sent } = await resultOf(await post({ ...tourForm, lang: 'en' }));
    expect(location).toMatch(/^\/en\/guided-tour\/request\/[\w-]{22}$/);
    expect(sent.body).toContain('<html lang="en">');
    expect(sent.body).toContain('<h1>Guided tour request sent</h1>');
    expect(sent.body).toContain('href="/en/visit"');
    expect(ctx.count('tour_requests')).toBe(before + 1);

    const refused = await post({ ...tourForm, email: 'pas-une-adresse', lang: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please enter a valid email address (to correct: Email address)');
    // Sent again from this page, the answer stays English.
    expect(refused.body).toContain('<input type="hidden" name="lang" value="en">');
    expect(ctx.count('tour_requests')).toBe(before + 1);
  });
});

describe('a visit the museum can receive', () => {
  it.each([
    ['a Monday', { date: '2026-12-07' }, 'date', 'Le musée est fermé le lundi : choisissez un autre jour.'],
    [
      'during the annual closure',
      { date: '2026-12-26' },
      'date',
      'Le musée est fermé de Noël au jour de l’An : choisissez une autre date.',
    ],
    [
      'on New Year’s Day',
      { date: '2027-01-01' },
      'date',
      'Le musée est fermé de Noël au jour de l’An : choisissez une autre date.',
    ],
    [
      'before opening',
      { time: '09:30' },
      'time',
      'Une visite guidée dure 1 h 30 : elle commence entre 10 h et 16 h 30, pour finir avant la fermeture à 18 h.',
    ],
    [
      'a start at closing time',
      { time: '18:00' },
      'time',
      'Une visite guidée dure 1 h 30 : elle commence entre 10 h et 16 h 30, pour finir avant la fermeture à 18 h.',
    ],
    [
      'a start too late to end by closing time',
      { time: '17:00' },
      'time',
      'Une visite guidée dure 1 h 30 : elle commence entre 10 h et 16 h 30, pour finir avant la fermeture à 18 h.',
    ],
    ['a past date', { date: '2026-11-20' }, 'date', 'Cette date est passée : choisissez une date à venir.'],
    [
      'today',
      { date: '2026-12-01' },
      'date',
      'Une visite guidée ne peut pas être organisée le jour même : choisissez une date à partir de demain.',
    ],
    [
      'a date years ahead',
      { date: '2031-06-03' },
      'date',
      'Les visites guidées se demandent au plus 12 mois à l’avance : choisissez une date jusqu’au 1er décembre 2027.',
    ],
    ['1 May', { date: '2027-05-01' }, 'date', 'Le musée est fermé le 1er mai : choisissez un autre jour.'],
    [
      'a group of 500',
      { 'group-size': '500' },
      'group-size',
      'Pour un groupe de plus de 50 personnes, contactez directement le musée.',
    ],
  ])('refuses %s, saying why beside the field, nothing stored', async (_case, change, field, message) => {
    const before = ctx.count('tour_requests');
    const response = await post({ ...tourForm, ...change });
    expect(response.statusCode).toBe(400);
    expect(plainSpaces(response.body)).toContain(
      `<span class="field-error" id="erreur-${field}">${message}</span>`,
    );
    expect(response.body).toContain(`value="${tourForm.email}"`);
    expect(ctx.count('tour_requests')).toBe(before);
  });

  it('refuses a Monday in English on the English form', async () => {
    const response = await post({ ...tourForm, date: '2026-12-07', lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(plainSpaces(response.body)).toContain(
      'The museum is closed on Mondays: please choose another day.',
    );
  });

  it('answers in the site’s frame, with the date, the hour and the number as people write them', async () => {
    // A live state whose guided-tour page has the site's header, a page and the start-up script.
    const state = path.join(ctx.config.deployDir, 'states', 'cadre');
    fs.mkdirSync(path.join(state, 'prerendered'), { recursive: true });
    fs.writeFileSync(path.join(state, 'site.json'), '{}');
    fs.writeFileSync(
      path.join(state, 'prerendered', 'guidedTour.html'),
      '<!DOCTYPE html><html lang="fr"><head><title>Visite</title><link rel="canonical" href="%SITE_ORIGIN%/x"></head><body><div id="root"><header><a href="/">Musée des Troupes de Marine</a></header><main id="contenu" tabindex="-1"><form>le formulaire</form></main><footer>Plan du site</footer></div><script>start()</script></body></html>',
    );
    fs.mkdirSync(ctx.config.deployDir, { recursive: true });
    fs.symlinkSync(path.relative(ctx.config.deployDir, state), path.join(ctx.config.deployDir, 'current'));
    try {
      const { page } = await resultOf(await post(tourForm));
      expect(page.statusCode).toBe(200);
      const body = plainSpaces(page.body);
      expect(body).toContain('<header><a href="/">Musée des Troupes de Marine</a></header>');
      expect(body).toContain('<footer>Plan du site</footer>');
      expect(body).not.toContain('le formulaire');
      expect(body).not.toContain('<script');
      expect(body).not.toContain('%SITE_ORIGIN%');
      expect(body).toContain('<title>Demande de visite guidée envoyée – Musée des Troupes de Marine</title>');
      expect(body).toContain('<dd>jeudi 20 mai 2027</dd>');
      expect(body).toContain('<dd>14 h 30</dd>');
      expect(body).toContain('<dd>25</dd>');
    } finally {
      fs.rmSync(path.join(ctx.config.deployDir, 'current'));
    }
  });
});

describe('the hours already taken on a day', () => {
  it('lists the tours the museum confirmed that day, start and end, and nothing about who', async () => {
    const { db } = ctx.app.services;
    await post({ ...tourForm, date: '2027-06-10', time: '10:30' });
    db.prepare(
      `UPDATE tour_requests SET decision = 'confirmed', confirmed_date = '2027-06-10', confirmed_time = '10:30'
        WHERE visit_date = '2027-06-10'`,
    ).run();
    await post({ ...tourForm, date: '2027-06-10', time: '15:00' });
    const answer = await ctx.app.inject({ url: '/api/visites-guidees/creneaux?date=2027-06-10' });
    expect(answer.statusCode).toBe(200);
    // Only the confirmed one; the pending request is not a taken hour.
    expect(answer.json()).toEqual({ date: '2027-06-10', taken: [{ from: '10:30', to: '12:00' }] });
    expect(answer.body).not.toContain(tourForm.email);
    const bad = await ctx.app.inject({ url: '/api/visites-guidees/creneaux?date=demain' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the form answered again, with the days that can be chosen', () => {
  it('gives the date field the first and last days a tour can be asked for', async () => {
    const response = await post({ ...tourForm, email: 'x' });
    expect(response.body).toMatch(/name="date"[^>]*min="2026-12-02" max="2027-12-01"/);
  });
});
