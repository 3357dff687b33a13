// Seats at a conference through the server's own addresses: a request holds nothing until its address
// confirms it by the link mailed there; then confirmed within its seats, never one more however many
// confirm at once, then a waiting list; a cancellation frees seats for the first waiting; the mails
// carry the calendar file and the cancel link; the volunteers' list.
import fs from 'node:fs';
import path from 'node:path';
import {
  bookingAnswerSchema,
  bookingMessages,
  CONFERENCE_BOOKING_PATHS,
  formatMessages,
  seatsLeftSchema,
} from '@mtdm/shared/contracts';
import { volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { testContentFolder } from '../../__tests__/support/content-folder';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { mailText } from '../../__tests__/support/smtp';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';
import { erasePersonData } from '../../personal-data/person-erasure';
import { digestOf } from '../../sign-in/email-links';
import { purgeExpired } from '../../personal-data/purge';

const CONFERENCE = '28-armee-d-orient';
const SEATS = 40;

/** The repository's content, with the conference of 10 December 2026 offering SEATS seats. */
function contentWithSeats(): string {
  const folder = testContentFolder();
  const news = path.join(folder, 'news');
  const source = fs.realpathSync(news);
  fs.rmSync(news);
  fs.cpSync(source, news, { recursive: true });
  const file = path.join(news, `${CONFERENCE}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), seats: SEATS }));
  return folder;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    CONTENT_DIR: contentWithSeats(),
    VOLUNTEERS_FILE: volunteersFile([
      { email: 'conferences@example.org', name: 'Conférences', roles: ['administration'] },
      { email: 'boutique@example.org', name: 'Boutique', roles: ['boutique'] },
    ]),
  });
});
afterAll(() => ctx.close());

/** A connection of its own for each booking unless told (one connection books ten times a day). */
let connections = 0;
const nextConnection = () => {
  connections += 1;
  return `10.${Math.floor(connections / 250)}.${connections % 250}.1`;
};

/** A booking as the page sends it; its answer checked against the shape the page reads. */
const book = async (payload: object, conference = CONFERENCE, remoteAddress = nextConnection()) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: CONFERENCE_BOOKING_PATHS.book(conference),
    payload,
    remoteAddress,
  });
  bookingAnswerSchema.parse(response.json());
  return response;
};
/** A form posted as a page's button posts it. */
const postForm = (url: string, fields: Record<string, string>, remoteAddress = nextConnection()) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });
const CONFIRM_LINK = /\/reservation\/confirmer\?jeton=([\w-]+)/;
/** The token of the last confirmation link mailed to an address (the mail flushed before). */
const lastConfirmToken = (email: string) =>
  ctx.smtp.messages
    .filter((message) => message.to.includes(email))
    .map((message) => CONFIRM_LINK.exec(mailText(message))?.[1])
    .filter((token) => token !== undefined)
    .at(-1)!;
/** The button of the confirmation link's page, pressed. */
const confirm = (token: string) => postForm(CONFERENCE_BOOKING_PATHS.confirm, { jeton: token });
const requestsOf = (email: string) =>
  ctx.app.services.db.prepare('SELECT seats FROM booking_requests WHERE email = ?').all(email);
const seatsLeftOf = async (conference: string) =>
  seatsLeftSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: CONFERENCE_BOOKING_PATHS.seatsLeft })).json(),
  )[conference];
const rows = () =>
  ctx.app.services.db
    .prepare('SELECT email, seats, status FROM conference_bookings WHERE conference_id = ? ORDER BY id')
    .all(CONFERENCE) as { email: string; seats: number; status: string }[];
const confirmedSeats = () =>
  rows()
    .filter((row) => row.status === 'confirmed')
    .reduce((sum, row) => sum + row.seats, 0);
const mailsTo = async (email: string) => {
  await ctx.flushMail();
  return ctx.smtp.messages.filter((message) => message.to.includes(email));
};

describe('seats at a conference', () => {
  it('refuses what cannot be booked, saying which field', async () => {
    const noName = await book({ name: '', email: 'a@example.com', seats: 1 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({
      success: false,
      field: 'name',
      message: 'Indiquez votre nom et votre prénom.',
    });
    expect((await book({ name: 'Anne Martin', email: 'a@example.com', seats: 7 })).json().field).toBe(
      'seats',
    );
    // A name is one line, and reads as it is written.
    for (const [name, message] of [
      ['Anne Martin\nVotre place est offerte', formatMessages.oneLine],
      ['Anne \u202enitraM', formatMessages.controlCharacters],
    ])
      expect((await book({ name, email: 'a@example.com', seats: 1 })).json()).toEqual({
        success: false,
        field: 'name',
        message,
      });
    expect((await book({ name: 'Anne Martin', email: 'pas-une-adresse', seats: 1 })).json().field).toBe(
      'email',
    );
    // A past conference, one without seats, one that does not exist.
    for (const other of ['01-bazeilles-derniere-cartouche', '30-frejus-ville-de-garnison-x', 'inconnue'])
      expect((await book({ name: 'Anne Martin', email: 'a@example.com', seats: 1 }, other)).statusCode).toBe(
        400,
      );
    expect(rows()).toEqual([]);
  });

  it('a hand-made request, fields missing or of another type, is refused in French', async () => {
    const refusals: [object, string, string][] = [
      [{}, 'name', 'Indiquez votre nom et votre prénom.'],
      [
        { name: { first: 'Anne' }, email: 'a@example.com', seats: 1 },
        'name',
        'Indiquez votre nom et votre prénom.',
      ],
      [{ name: 'Anne Martin', email: ['a@example.com'], seats: 1 }, 'email', bookingMessages.email],
      [{ name: 'Anne Martin', email: 'a@example.com', seats: [2] }, 'seats', bookingMessages.seats],
      [{ name: 'Anne Martin', email: 'a@example.com', seats: true }, 'seats', bookingMessages.seats],
      [{ name: 'Anne Martin', email: 'a@example.com', seats: '' }, 'seats', bookingMessages.seats],
    ];
    for (const [payload, field, message] of refusals)
      expect((await book(payload)).json()).toEqual({ success: false, field, message });
    // A body that is no object reads as an empty one.
    expect((await book([1, 2])).json().message).toBe('Indiquez votre nom et votre prénom.');
    // Posted without script and without its fields, the answer page says the same.
    const page = await postForm(CONFERENCE_BOOKING_PATHS.book(CONFERENCE), {});
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Indiquez votre nom et votre prénom.');
    expect(page.body).not.toMatch(/Invalid input|expected/);
    expect(rows()).toEqual([]);
  });

  it('50 bookings confirmed at once for 40 seats: exactly 40 confirmed, the 10 others waiting in order', async () => {
    const emails = Array.from({ length: 50 }, (_, index) => `p${index}@example.com`);
    const answers = await Promise.all(
      emails.map((email, index) => book({ name: `Personne ${index}`, email, seats: 1 })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.every((answer) => answer.json().status === 'requested')).toBe(true);
    // Asked, not confirmed: no seat is taken yet.
    expect(rows()).toEqual([]);
    expect(await seatsLeftOf(CONFERENCE)).toBe(SEATS);
    await ctx.flushMail();
    const pages = await Promise.all(emails.map((email) => confirm(lastConfirmToken(email))));
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    expect(pages.filter((page) => /C’est réservé/.test(page.body))).toHaveLength(SEATS);
    expect(pages.filter((page) => /liste d’attente/.test(page.body))).toHaveLength(10);
    expect(confirmedSeats()).toBe(SEATS);
    expect(await seatsLeftOf(CONFERENCE)).toBe(0);
    console.info(
      `50 réservations simultanées pour ${SEATS} places : ${confirmedSeats()} confirmées, ${rows().filter((row) => row.status === 'waiting').length} en attente`,
    );
  });

  it('the confirmation carries the calendar file and a cancel link; cancelling confirms the first waiting', async () => {
    const confirmation = (await mailsTo('p0@example.com')).find((mail) =>
      mailText(mail).includes('Vous avez'),
    );
    const said = mailText(confirmation!);
    expect(said).toContain('Vous avez 1 place pour');
    expect(said).toMatch(/le 10 décembre 2026 à 18\s?h/);
    const [ics] = mailAttachments(confirmation!.raw);
    expect(ics!.filename).toBe('conference.ics');
    expect(ics!.content.toString('utf8')).toContain('DTSTART;TZID=Europe/Paris:20261210T180000');
    const link = /\/reservation\/annuler\?jeton=([\w-]+)/.exec(mailText(confirmation!))!;

    // Opening the link cancels nothing: its page has a button.
    const page = await ctx.app.inject({ method: 'GET', url: link[0] });
    expect(page.body).toContain('Annuler ma réservation');
    expect(confirmedSeats()).toBe(SEATS);
    const firstWaiting = rows().find((row) => row.status === 'waiting')!.email;
    const cancelled = await postForm(CONFERENCE_BOOKING_PATHS.cancel, { jeton: link[1]! });
    expect(cancelled.statusCode).toBe(200);
    expect(rows().find((row) => row.email === 'p0@example.com')!.status).toBe('cancelled');
    expect(rows().find((row) => row.email === firstWaiting)!.status).toBe('confirmed');
    expect(confirmedSeats()).toBe(SEATS);
    const promoted = (await mailsTo(firstWaiting)).find((mail) =>
      mailText(mail).includes('Des places se sont libérées'),
    );
    expect(promoted).toBeDefined();
    // A link serves once.
    const again = await postForm(CONFERENCE_BOOKING_PATHS.cancel, { jeton: link[1]! });
    expect(again.statusCode).toBe(400);
  });

  it('the list for the role that runs the conferences, each view recorded; refused to others', async () => {
    const volunteer = await signInVolunteer(ctx, 'conferences@example.org');
    const list = await ctx.app.inject({
      method: 'GET',
      url: volunteerCalls.conferenceBookings.path,
      headers: volunteer.headers,
    });
    expect(list.statusCode).toBe(200);
    const conference = (
      list.json() as {
        conferences: {
          id: string;
          seats: number;
          confirmedSeats: number;
          waitingSeats: number;
          bookings: unknown[];
        }[];
      }
    ).conferences.find((each) => each.id === CONFERENCE)!;
    expect(conference).toMatchObject({ seats: SEATS, confirmedSeats: SEATS, waitingSeats: 9 });
    expect(conference.bookings).toHaveLength(50);
    expect(ctx.count('personal_data_views')).toBeGreaterThan(0);
    const shop = await signInVolunteer(ctx, 'boutique@example.org');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: volunteerCalls.conferenceBookings.path,
          headers: shop.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('one address asks three times a day at most; its mails hold nothing typed in the form', async () => {
    const typed = 'reservations.repetees@example.net';
    for (let index = 0; index < 3; index += 1) {
      const answer = await book({ name: 'Gagnant https://arnaque.example', email: typed, seats: 1 });
      expect(answer.statusCode).toBe(200);
    }
    const fourth = await book({ name: 'Quelqu’un', email: typed.toUpperCase(), seats: 6 });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ success: false, message: bookingMessages.tooMany, field: 'email' });
    expect(requestsOf(typed)).toHaveLength(3);
    const mails = await mailsTo(typed);
    expect(mails).toHaveLength(3);
    expect(mailText(mails[0]!)).toContain('Bonjour,');
    expect(mailText(mails[0]!)).not.toMatch(/arnaque|Gagnant/);
    // Another address books as before.
    expect((await book({ name: 'Autre', email: 'autre.reservation@example.net', seats: 1 })).statusCode).toBe(
      200,
    );
  });

  it('one connection asks ten times a day at most, whatever the addresses typed; its network counts as one', async () => {
    const before = ctx.count('booking_requests');
    // Ten addresses of an IPv6 network, each with a machine of its own in that network.
    for (let index = 0; index < 10; index += 1) {
      const answer = await book(
        { name: 'Quelqu’un', email: `connexion.${index}@example.net`, seats: 1 },
        CONFERENCE,
        `2001:db8:5:6::${index + 1}`,
      );
      expect(answer.statusCode).toBe(200);
    }
    const eleventh = await book(
      { name: 'Quelqu’un', email: 'connexion.onze@example.net', seats: 6 },
      CONFERENCE,
      '2001:db8:5:6:ffff::9',
    );
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual({ success: false, message: bookingMessages.tooManyFromConnection });
    // Nothing stored, nothing mailed, and the address typed has used none of its own three.
    expect(ctx.count('booking_requests')).toBe(before + 10);
    expect(await mailsTo('connexion.onze@example.net')).toHaveLength(0);
    expect(
      (await book({ name: 'Quelqu’un', email: 'connexion.onze@example.net', seats: 1 })).statusCode,
    ).toBe(200);
    // Another network books as before; the counts name no connection.
    expect(
      (
        await book(
          { name: 'Autre', email: 'autre.connexion@example.net', seats: 1 },
          CONFERENCE,
          '2001:db8:5:7::1',
        )
      ).statusCode,
    ).toBe(200);
    const counted = ctx.app.services.db
      .prepare("SELECT target_digest FROM limit_counts WHERE kind = 'booking-connection'")
      .all() as { target_digest: string }[];
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((row) => /^[0-9a-f]{64}$/.test(row.target_digest))).toBe(true);
  });

  it('a booking posted without script is answered with a page', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: CONFERENCE_BOOKING_PATHS.book('30-frejus-ville-de-garnison'),
      payload: new URLSearchParams({ name: 'Paul Durand', email: 'paul@example.com', seats: '2' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toMatch(/Dernière étape\s:\sconfirmez votre demande de 2 places/);
  });

  it('names the one who booked as French writes it before a vowel', async () => {
    const email = 'etienne.roux@example.net';
    await book({ name: 'Étienne Roux', email, seats: 1 }, '30-frejus-ville-de-garnison');
    await ctx.flushMail();
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${CONFERENCE_BOOKING_PATHS.confirm}?jeton=${lastConfirmToken(email)}`,
    });
    expect(page.body).toContain('1 place au nom d’Étienne Roux.');
  });

  it('a request holds no seat until its address confirms it, by a link that serves once and for a day', async () => {
    const email = 'demande.confirmee@example.net';
    const conference = '30-frejus-ville-de-garnison';
    const left = (await seatsLeftOf(conference))!;
    const asked = await book({ name: 'Jeanne Petit', email, seats: 2 }, conference);
    expect(asked.json()).toEqual({
      success: true,
      status: 'requested',
      message: bookingMessages.requested(2),
    });
    expect(await seatsLeftOf(conference)).toBe(left);
    const [request] = await mailsTo(email);
    expect(mailText(request!)).toMatch(/confirmez votre demande avec ce lien, valable 24\sheures/);
    expect(mailText(request!)).not.toContain('Jeanne');
    expect(mailAttachments(request!.raw)).toEqual([]);
    const token = lastConfirmToken(email);

    // Opening the link (as a mail scanner would) confirms nothing: its page has a button.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${CONFERENCE_BOOKING_PATHS.confirm}?jeton=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmer ma réservation');
    expect(page.body).toContain('2 places au nom de Jeanne Petit');
    expect(await seatsLeftOf(conference)).toBe(left);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toMatch(/C’est réservé\s:\s2 places\./);
    expect(await seatsLeftOf(conference)).toBe(left - 2);
    expect(requestsOf(email)).toEqual([]);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mailAttachments(mails[1]!.raw)[0]!.filename).toBe('conference.ics');
    // The link served once: pressed again or opened again, it books nothing more.
    expect((await confirm(token)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${CONFERENCE_BOOKING_PATHS.confirm}?jeton=${token}` }))
        .statusCode,
    ).toBe(400);
    expect(await seatsLeftOf(conference)).toBe(left - 2);
    expect((await confirm('jeton-invente')).statusCode).toBe(400);

    // A day later the link no longer serves, and the purge forgets the request.
    const late = 'demande.tardive@example.net';
    await book({ name: 'Paul Tardif', email: late, seats: 1 }, conference);
    await ctx.flushMail();
    const lateToken = lastConfirmToken(late);
    const now = ctx.app.services.now();
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    ctx.app.services.db
      .prepare('UPDATE booking_requests SET created_at = ? WHERE email = ?')
      .run(dayAgo, late);
    expect((await confirm(lateToken)).statusCode).toBe(400);
    expect(await seatsLeftOf(conference)).toBe(left - 2);
    expect(purgeExpired(ctx.app.services.db, ctx.config, now).bookingRequests).toBe(1);
    expect(requestsOf(late)).toEqual([]);
  });

  it('a request confirmed once its conference has passed takes nothing and says so', async () => {
    ctx.app.services.db
      .prepare(
        `INSERT INTO booking_requests (conference_id, name, email, seats, link_digest, created_at)
         VALUES ('01-bazeilles-derniere-cartouche', 'Léa Tard', 'lea.tard@example.net', 1, ?, ?)`,
      )
      .run(digestOf('jeton-d-une-soiree-passee'), ctx.app.services.now().toISOString());
    const late = await confirm('jeton-d-une-soiree-passee');
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(bookingMessages.closed);
    expect(requestsOf('lea.tard@example.net')).toEqual([]);
    expect(
      ctx.app.services.db
        .prepare('SELECT count(*) AS n FROM conference_bookings WHERE email = ?')
        .get('lea.tard@example.net'),
    ).toEqual({ n: 0 });
  });

  it('an erasure takes the requests not yet confirmed with the rest', async () => {
    const email = 'demande.effacee@example.net';
    await book({ name: 'Luc Efface', email, seats: 1 }, '30-frejus-ville-de-garnison');
    expect(requestsOf(email)).toHaveLength(1);
    await erasePersonData(
      ctx.app.services,
      { email: 'conferences@example.org', name: 'Conférences', roles: ['administration'] },
      email,
    );
    expect(requestsOf(email)).toEqual([]);
  });

  it('one mailbox holds six seats at most at a conference, however its address is written', async () => {
    const conference = '30-frejus-ville-de-garnison';
    const held = () =>
      ctx.app.services.db
        .prepare(
          "SELECT email, seats, status FROM conference_bookings WHERE conference_id = ? AND email LIKE 'famille.roux%' ORDER BY id",
        )
        .all(conference);
    const bookAndConfirm = async (email: string, seats: number) => {
      const asked = await book({ name: 'Claire Roux', email, seats }, conference);
      // Asked, the request is answered as any other: the form tells no one what an address holds.
      expect(asked.json()).toMatchObject({ success: true, status: 'requested' });
      await ctx.flushMail();
      return confirm(lastConfirmToken(email));
    };
    expect((await bookAndConfirm('famille.roux@example.fr', 4)).statusCode).toBe(200);
    // Three more from a sub-address of the same mailbox would make seven: refused once confirmed.
    const refused = await bookAndConfirm('famille.roux+amis@example.fr', 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Cette adresse tient déjà 4 places pour cette conférence');
    expect(requestsOf('famille.roux+amis@example.fr')).toEqual([]);
    // Two make six: taken.
    expect((await bookAndConfirm('Famille.Roux@example.fr', 2)).statusCode).toBe(200);
    expect(held()).toEqual([
      { email: 'famille.roux@example.fr', seats: 4, status: 'confirmed' },
      { email: 'Famille.Roux@example.fr', seats: 2, status: 'confirmed' },
    ]);
  });
});
