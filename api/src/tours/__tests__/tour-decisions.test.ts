// The museum's answer to a guided-tour request, from the volunteers' space: a tour confirmed once, with
// its day, time and guide and a calendar invitation; declined with a reason the visitor reads whole
// (1,000 characters at most, a longer one refused, never cut); and a confirmed tour declined after
// all, cancelled in the visitor's calendar.
import ICAL from 'ical.js';
import { validationMessages } from '@mtdm/shared/validation';
import { tourForm } from '../../__tests__/support/fixtures';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { mailText } from '../../__tests__/support/smtp';
import { requestTour } from '../../__tests__/support/visitor-submissions';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';

/** An .ics as an independent parser (ical.js) reads it: its method and its one event. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: value('uid'),
    sequence: value('sequence'),
    status: value('status'),
    stamp: (value('dtstamp') as ICAL.Time).toJSDate(),
    start: (value('dtstart') as ICAL.Time).toString(),
    location: value('location') as string,
    attendee: value('attendee'),
  };
}

const space = signedInSpaceForFile(['musee@example.org']);
const { json } = space;
let tourId: number;
beforeAll(async () => {
  tourId = await requestTour(space.ctx);
});

it('the museum confirms a tour once: the visitor gets its day, time, guide and a calendar file', async () => {
  const museum = space.sessions['musee@example.org']!;
  const url = `/api/benevoles/visites/${tourId}/confirmation`;
  const monday = await json('POST', url, { date: '2027-03-08', heure: '14:30', guide: 'Jean Guide' }, museum);
  expect(monday.statusCode).toBe(400);
  expect(monday.json().message).toMatch(/lundi/);
  expect((await json('POST', url, { date: '2027-03-10', heure: '14:30' }, museum)).statusCode).toBe(400);

  const before = space.ctx.smtp.messages.length;
  const slot = { date: '2027-03-10', heure: '14:30', guide: 'Jean Guide' };
  expect((await json('POST', url, slot, museum)).statusCode).toBe(200);
  await space.ctx.flushMail();
  const [mail] = space.ctx.smtp.messages.slice(before);
  expect(mail!.to).toEqual([tourForm.email]);
  const text = mailText(mail!);
  expect(text).toContain('mercredi 10 mars 2027 à 14\u00a0h\u00a030');
  expect(text).toContain('Jean Guide');
  const ics = mailAttachments(mail!.raw).find((part) => part.filename?.endsWith('.ics'));
  expect(ics?.content.toString('utf8')).toContain('DTSTART;TZID=Europe/Paris:20270310T143000');
  expect(ics?.contentType).toBe('text/calendar');
  expect(mail!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
  // Read back by an independent iCalendar parser, as a calendar would.
  const request = readCalendar(ics!.content.toString('utf8'));
  expect(request.method).toBe('REQUEST');
  expect(request.uid).toMatch(/^visite-guidee-\d+@[a-z0-9.-]+$/);
  expect(request.sequence).toBe(0);
  expect(request.status).toBe('CONFIRMED');
  expect(request.stamp).toEqual(space.ctx.app.services.now());
  expect(request.start).toBe('2027-03-10T14:30:00');
  expect(request.location).toContain('Fréjus');
  expect(request.attendee).toBe(`mailto:${tourForm.email}`);
  expect((await json('POST', url, slot, museum)).statusCode).toBe(409);

  const calendar = await json('GET', '/api/benevoles/visites?etat=confirmees', undefined, museum);
  expect(calendar.json().tours).toEqual([
    expect.objectContaining({
      id: tourId,
      confirmedDate: '2027-03-10',
      confirmedTime: '14:30',
      guide: 'Jean Guide',
    }),
  ]);
});

it('a confirmed tour declined after all is cancelled in the visitor’s calendar (same UID, next sequence)', async () => {
  const museum = space.sessions['musee@example.org']!;
  const id = await requestTour(space.ctx, { email: 'annule.plus.tard@example.com' });
  const confirmed = { date: '2027-03-11', heure: '10:00', guide: 'Jeanne Guide' };
  expect(
    (await json('POST', `/api/benevoles/visites/${id}/confirmation`, confirmed, museum)).statusCode,
  ).toBe(200);
  await space.ctx.flushMail();
  const before = space.ctx.smtp.messages.length;
  const reason = 'Le musée sera fermé ce jour-là pour travaux.';
  const confirmedAt = space.ctx.app.services.now().toISOString();
  const cancelledAt = new Date(Date.parse(confirmedAt) + 3600 * 1000).toISOString();
  space.ctx.setClock(cancelledAt);
  try {
    const cancelled = await json('POST', `/api/benevoles/visites/${id}/refus`, { raison: reason }, museum);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([
      200,
      'Visite annulée\u00a0: le visiteur reçoit le motif et l’annulation pour son agenda.',
    ]);
  } finally {
    space.ctx.setClock(confirmedAt);
  }
  // The cancellation is written beside the confirmation, which keeps its author, day, time and guide.
  expect((await json('GET', `/api/benevoles/visites/${id}`, undefined, museum)).json().tour).toMatchObject({
    state: 'declined',
    confirmedDate: '2027-03-11',
    guide: 'Jeanne Guide',
    decidedAt: confirmedAt,
    decidedBy: 'musee@example.org',
    cancelledAt,
    cancelledBy: 'musee@example.org',
    declineReason: reason,
  });
  expect(() =>
    space.ctx.app.services.db
      .prepare(
        "UPDATE tour_requests SET decided_by = 'autre@example.org', decline_reason = 'autre' WHERE id = ?",
      )
      .run(id),
  ).toThrow('La réponse du musée à une demande de visite ne se réécrit pas');
  expect(
    (await json('POST', `/api/benevoles/visites/${id}/refus`, { raison: reason }, museum)).statusCode,
  ).toBe(409);
  await space.ctx.flushMail();
  const [mail] = space.ctx.smtp.messages.slice(before);
  const invitations = space.ctx.smtp.messages
    .filter((each) => each.to.includes('annule.plus.tard@example.com'))
    .flatMap((each) => mailAttachments(each.raw).filter((part) => part.filename?.endsWith('.ics')))
    .map((part) => readCalendar(part.content.toString('utf8')));
  expect(mailText(mail!)).toContain(reason);
  expect(invitations.map((each) => [each.method, each.sequence, each.status])).toEqual([
    ['REQUEST', 0, 'CONFIRMED'],
    ['CANCEL', 1, 'CANCELLED'],
  ]);
  expect(invitations[1]!.uid).toBe(invitations[0]!.uid);
});

it('the museum declines a tour with a reason the visitor reads', async () => {
  const other = await requestTour(space.ctx, { email: 'autre.groupe@example.com' });
  const museum = space.sessions['musee@example.org']!;
  const url = `/api/benevoles/visites/${other}/refus`;
  expect((await json('POST', url, { raison: '' }, museum)).statusCode).toBe(400);
  // What the visitor reads holds nothing invisible: no direction of writing forced on its words.
  const reversed = await json('POST', url, { raison: 'Le musée est \u202eserf' }, museum);
  expect([reversed.statusCode, reversed.json().message]).toEqual([
    400,
    validationMessages.invisibleCharacters,
  ]);
  const before = space.ctx.smtp.messages.length;
  const reason = 'Le musée accueille déjà deux groupes ce jour-là.';
  expect((await json('POST', url, { raison: reason }, museum)).statusCode).toBe(200);
  await space.ctx.flushMail();
  const [mail] = space.ctx.smtp.messages.slice(before);
  expect(mail!.to).toEqual(['autre.groupe@example.com']);
  expect(mailText(mail!)).toContain(reason);
});

it('keeps a refusal’s reason whole up to 1,000 characters, and refuses a longer one or a long guide', async () => {
  const museum = space.sessions['musee@example.org']!;
  const id = await requestTour(space.ctx, { email: 'long.motif@example.com' });
  const stateOf = async () =>
    (await json('GET', `/api/benevoles/visites/${id}`, undefined, museum)).json().tour;
  const longGuide = await json(
    'POST',
    `/api/benevoles/visites/${id}/confirmation`,
    { date: '2027-03-10', heure: '14:30', guide: 'G'.repeat(81) },
    museum,
  );
  expect(longGuide.statusCode).toBe(400);
  expect(longGuide.json().message).toBe('Le nom du guide tient en 80 caractères au plus.');
  const before = space.ctx.smtp.messages.length;
  const tooLong = await json(
    'POST',
    `/api/benevoles/visites/${id}/refus`,
    { raison: 'x'.repeat(1001) },
    museum,
  );
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().message).toMatch(/^Le motif tient en 1\s000 caractères au plus/);
  expect(await stateOf()).toMatchObject({ state: 'pending', declineReason: null });
  // The longest reason the form lets through reaches the visitor whole, its last words included.
  const ending = 'Nous vous proposons une autre date.';
  const reason =
    'Le musée accueille ce jour-là une cérémonie. '.repeat(30).slice(0, 1000 - ending.length) + ending;
  expect(reason).toHaveLength(1000);
  expect(
    (await json('POST', `/api/benevoles/visites/${id}/refus`, { raison: reason }, museum)).statusCode,
  ).toBe(200);
  await space.ctx.flushMail();
  const [mail] = space.ctx.smtp.messages.slice(before);
  expect(mail!.to).toEqual(['long.motif@example.com']);
  expect(mailText(mail!)).toContain(reason);
  expect(await stateOf()).toMatchObject({ state: 'declined', declineReason: reason });
});

it('says how long the tour requests are kept', async () => {
  const tours = await json('GET', '/api/benevoles/visites', undefined, space.sessions['musee@example.org']!);
  expect(tours.json().retention).toBe(
    'Conservées trois ans après le dernier échange, puis effacées automatiquement.',
  );
});
