// The agenda's calendar feed: what is to come, from the published content at each request, so a
// subscribed calendar follows the site (an exhibition published appears at once).
import fs from 'node:fs';
import path from 'node:path';
import { AGENDA_FEED_PATH } from '@mtdm/shared/news';
import { testContentFolder } from '../../__tests__/support/content-folder';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';

/**
 * A content folder whose media can take an exhibition's poster: a copy of the repository's (a link
 * inside the media folder that leads out of it is refused by the content check).
 */
function contentTakingPosters(): string {
  const folder = testContentFolder();
  const media = path.join(folder, 'media');
  const repositoryMedia = fs.realpathSync(media);
  fs.rmSync(media);
  fs.cpSync(repositoryMedia, media, { recursive: true });
  fs.mkdirSync(path.join(media, 'images', 'exhibitions'), { recursive: true });
  fs.copyFileSync(
    path.join(repositoryMedia, 'images', 'news', '01-bazeilles-derniere-cartouche.svg'),
    path.join(media, 'images', 'exhibitions', 'marsouins-en-images.svg'),
  );
  return folder;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CONTENT_DIR: contentTakingPosters() });
});
afterAll(() => ctx.close());

const feed = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: AGENDA_FEED_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return response.body.replace(/\r\n /g, '');
};
const events = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);

describe('the agenda’s calendar feed', () => {
  it('holds the conferences and events to come, in Paris time, and nothing past', async () => {
    const ics = await feed();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('X-WR-CALNAME:Agenda du Musée des Troupes de Marine');
    // The clock of the tests is 1 December 2026: the conference of 10 December, not that of 2019.
    const orient = events(ics).find((event) => event.includes('UID:actualite-28-armee-d-orient@aamtdm'))!;
    expect(orient).toContain('DTSTART;TZID=Europe/Paris:20261210T180000');
    expect(orient).toContain(
      'LOCATION:Auditorium du Musée des Troupes de Marine\\, Route de Bagnols-en-Forêt',
    );
    expect(orient).toMatch(/URL:http:\/\/\S+\/pages\/sesconferences#actualite-28-armee-d-orient/);
    expect(ics).not.toContain('UID:actualite-01-bazeilles-derniere-cartouche@aamtdm');
  });

  it('follows the published content: an exhibition published is in it at once, all its days', async () => {
    const folder = path.join(ctx.config.contentDir, 'exhibitions');
    fs.writeFileSync(
      path.join(folder, 'marsouins-en-images.json'),
      JSON.stringify({
        title: 'Marsouins en images',
        startDate: '3 février 2027',
        endDate: '30 juin 2027',
        place: 'Salle d’expositions temporaires',
        description: 'Un siècle de photographies.',
        image: 'images/exhibitions/marsouins-en-images.svg',
        imageAlt: 'Affiche de l’exposition',
        free: true,
      }),
    );
    const exhibition = events(await feed()).find((event) =>
      event.includes('UID:exposition-marsouins-en-images@aamtdm'),
    )!;
    expect(exhibition).toContain('DTSTART;VALUE=DATE:20270203');
    // The day after the last: the calendar's way of saying « until 30 June included ».
    expect(exhibition).toContain('DTEND;VALUE=DATE:20270701');
    expect(exhibition).toContain('SUMMARY:Marsouins en images');
  });
});
