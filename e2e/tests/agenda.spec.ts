// The agenda as a visitor uses it: from the menu, filtered by type and month (the view kept in the
// address), a conference's booking reached from it, and the calendar feed it offers to subscribe to.
import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/page-checks';

test('from the menu to the agenda, filtered to the conferences, then to a conference’s booking', async ({
  page,
}) => {
  const started = Date.now();
  let clicks = 0;
  await page.goto(paths.home);
  await page.getByRole('banner').getByRole('button', { name: 'Actualités' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Agenda' }).click();
  clicks += 2;
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Type').selectOption('conference');
  clicks += 1;
  await expect(page).toHaveURL(/\?type=conference$/);
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toContainText('Conférence');
  for (const item of await items.all()) await expect(item).toContainText(/^Conférence/);
  const count = await items.count();
  await expect(page.getByRole('status')).toContainText(`${count} rendez-vous`);

  // A shared address opens the same view.
  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('conference');
  await expect(items).toHaveCount(count);

  await items
    .first()
    .getByRole('link', { name: /Réserver des places/ })
    .click();
  clicks += 1;
  await expect(page).toHaveURL(/\/pages\/sesconferences#actualite-/);
  console.info(
    `de l’accueil à la réservation d’une conférence par l’agenda : ${clicks} clics, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

test('the agenda offers its calendar feed, which a calendar reads', async ({ page, request }) => {
  await page.goto(paths.agenda);
  const feedLink = page.getByRole('link', {
    name: 'S’abonner à l’agenda dans mon application de calendrier',
  });
  const href = await feedLink.getAttribute('href');
  expect(href).toBe('/agenda.ics');
  const feed = await request.get(href!);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(0);
});

test('at 390 px the agenda reads without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.agenda);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
