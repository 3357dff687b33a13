// Seats at a conference through the server's own addresses: confirmed within its seats, never one
// more however many ask at once, then a waiting list; a cancellation frees seats for the first
// waiting; the mails carry the calendar file and the cancel link; the volunteers' list.
import fs from 'node:fs';
import path from 'node:path';
import {
  bookingAnswerSchema,
  bookingMessages,
  CONFERENCE_BOOKING_PATHS,
  seatsLeftSchema,
} from '@mtdm/shared/contracts';
import { volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { testContentFolder } from '../../__tests__/support/content-folder';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { mailText } from '../../__tests__/support/smtp';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';

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

  it('50 bookings at once for 40 seats: exactly 40 confirmed, the 10 others waiting in order', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book({ name: `Personne ${index}`, email: `p${index}@example.com`, seats: 1 }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const statuses = answers.map((answer) => (answer.json() as { status: string }).status);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(SEATS);
    expect(statuses.filter((status) => status === 'waiting')).toHaveLength(10);
    expect(confirmedSeats()).toBe(SEATS);
    const left = await ctx.app.inject({ method: 'GET', url: CONFERENCE_BOOKING_PATHS.seatsLeft });
    expect(seatsLeftSchema.parse(left.json())[CONFERENCE]).toBe(0);
    console.info(
      `50 réservations simultanées pour ${SEATS} places : ${confirmedSeats()} confirmées, ${rows().filter((row) => row.status === 'waiting').length} en attente`,
    );
  });

  it('the confirmation carries the calendar file and a cancel link; cancelling confirms the first waiting', async () => {
    const [confirmation] = await mailsTo('p0@example.com');
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
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: CONFERENCE_BOOKING_PATHS.cancel,
      payload: new URLSearchParams({ jeton: link[1]! }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(rows().find((row) => row.email === 'p0@example.com')!.status).toBe('cancelled');
    expect(rows().find((row) => row.email === firstWaiting)!.status).toBe('confirmed');
    expect(confirmedSeats()).toBe(SEATS);
    const promoted = (await mailsTo(firstWaiting)).find((mail) =>
      mailText(mail).includes('Des places se sont libérées'),
    );
    expect(promoted).toBeDefined();
    // A link serves once.
    const again = await ctx.app.inject({
      method: 'POST',
      url: CONFERENCE_BOOKING_PATHS.cancel,
      payload: new URLSearchParams({ jeton: link[1]! }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
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

  it('one address books three times a day at most; its mails hold nothing typed in the form', async () => {
    const typed = 'reservations.repetees@example.net';
    const before = rows().length;
    for (let index = 0; index < 3; index += 1) {
      const answer = await book({ name: 'Gagnant https://arnaque.example', email: typed, seats: 1 });
      expect(answer.statusCode).toBe(200);
    }
    const fourth = await book({ name: 'Quelqu’un', email: typed.toUpperCase(), seats: 6 });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ success: false, message: bookingMessages.tooMany, field: 'email' });
    expect(rows().length).toBe(before + 3);
    const mails = await mailsTo(typed);
    expect(mails).toHaveLength(3);
    expect(mailText(mails[0]!)).toContain('Bonjour,');
    expect(mailText(mails[0]!)).not.toMatch(/arnaque|Gagnant/);
    // Another address books as before.
    expect((await book({ name: 'Autre', email: 'autre.reservation@example.net', seats: 1 })).statusCode).toBe(
      200,
    );
  });

  it('one connection books ten times a day at most, whatever the addresses typed; its network counts as one', async () => {
    const before = rows().length;
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
    expect(rows().length).toBe(before + 10);
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
    expect(answer.body).toMatch(/C’est réservé\s:\s2 places\./);
  });
});
