import { paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';
import { expectReadablePage } from '../support/page-checks';

const associationPages = [
  { path: paths.missions, heading: 'Ses missions', text: /Depuis 1979/ },
  { path: paths.conferences, heading: 'Ses conférences', text: /huit conférences/ },
  { path: paths.associationNews, heading: 'Actualités de l’AAMTDM', text: /Agenda/ },
  { path: paths.memberArea, heading: 'Espace Adhérent', text: /lien de connexion/ },
  { path: paths.legalInformation, heading: 'Informations légales', text: /Déclaration d’accessibilité/ },
];

for (const width of [1280, 390]) {
  test.describe(`association pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const { path, heading, text } of associationPages) {
      test(`${path}: content, no horizontal scroll, no serious axe violation`, async ({ page }) => {
        await page.goto(path);
        await expectReadablePage(page, heading, text);
      });
    }
  });
}

// A visitor far from Fréjus sees as upcoming what the museum still has to come: the day is Fréjus's,
// the one by which the server opens a booking, not the day of the visitor's clock.
for (const visitor of [
  // 21:00 on the 10th in Fort-de-France: 02:00 on the 11th in Fréjus, the conference of the 10th is over.
  { timezoneId: 'America/Martinique', at: '2026-12-10T21:00:00-04:00', upcoming: 2 },
  // 05:00 on the 11th in Nouméa: 19:00 on the 10th in Fréjus, that evening's conference is still to come.
  { timezoneId: 'Pacific/Noumea', at: '2026-12-11T05:00:00+11:00', upcoming: 3 },
])
  test.describe(`a visitor in ${visitor.timezoneId}`, () => {
    test.use({ timezoneId: visitor.timezoneId });
    test('conferences: upcoming by the day in Fréjus, booking open while it is', async ({ page }) => {
      await page.clock.setFixedTime(new Date(visitor.at));
      await page.goto(paths.conferences);
      const upcoming = page.getByRole('list', { name: 'Prochaines conférences' });
      await expect(upcoming.getByRole('listitem')).toHaveCount(visitor.upcoming);
      const tenth = upcoming.getByRole('listitem').filter({ hasText: '10 décembre 2026' });
      await expect(tenth).toHaveCount(visitor.upcoming === 3 ? 1 : 0);
      // Still to come in Fréjus, it can still be booked; over there, it no longer offers it.
      await expect(upcoming.getByText('Réserver des places')).toHaveCount(visitor.upcoming);
    });
  });

test.describe('conferences and agenda with a fixed clock', () => {
  test('conferences: upcoming soonest first, a calendar file in Paris time, schema.org events', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-10T10:00:00+01:00'));
    await page.goto(paths.conferences);
    const upcoming = page.getByRole('list', { name: 'Prochaines conférences' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(3);
    const download = page.waitForEvent('download');
    await upcoming
      .getByRole('link', { name: /^Ajouter à mon agenda/ })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('conference-2026-12-10.ics');
    const content = await (await file.createReadStream()).toArray();
    const ics = Buffer.concat(content).toString('utf8');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261210T180000');
    const events = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
    );
    expect(events.map((event: { startDate: string }) => event.startDate)).toEqual([
      '2026-12-10T18:00:00+01:00',
      '2027-03-18T18:00:00+01:00',
      '2027-12-16T18:00:00+01:00',
    ]);
    await page.getByRole('button', { name: 'Conférences 2025' }).click();
    await expect(page.getByRole('button', { name: 'Conférences 2026' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: 'Conférences 2025' }).click();
    await expect(page.getByRole('button', { name: 'Conférences 2025' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('no upcoming conference: the empty-list message', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2028-02-01T10:00:00+01:00'));
    await page.goto(paths.conferences);
    await expect(page.getByText('Aucune conférence à venir pour le moment. Revenez bientôt !')).toBeVisible();
  });

  test('agenda: today marked, month change across the year, a day with an event opens its PDF', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-03T10:00:00+01:00'));
    await page.goto(paths.associationNews);
    const grid = page.getByRole('grid', { name: 'décembre 2026' });
    // Its cells are grid cells (the <td> of a role="grid" table, no role written twice).
    await expect(grid.getByRole('gridcell')).toHaveCount(35);
    await expect(grid.getByRole('button', { name: /^3 décembre 2026, aujourd’hui/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    const day = grid.getByRole('button', { name: /^10 décembre 2026, 1 événement/ });
    await day.click();
    await expect(page.getByRole('dialog', { name: /front d’Orient/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(day).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid', { name: 'janvier 2027' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^10 janvier 2027/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: /^11 janvier 2027/ })).toBeFocused();
    await page.getByRole('button', { name: 'Mois précédent' }).click();
    await page.getByRole('button', { name: 'Mois précédent' }).click();
    await expect(page.getByRole('grid', { name: 'novembre 2026' })).toBeVisible();
  });

  test('agenda: opens on the month of the next event; its keys’ help only for the keyboard', async ({
    page,
  }) => {
    // No event left in November: the agenda opens on December, the month of the next one.
    await page.clock.setFixedTime(new Date('2026-11-20T10:00:00+01:00'));
    await page.goto(paths.associationNews);
    const grid = page.getByRole('grid', { name: 'décembre 2026' });
    await expect(grid).toBeVisible();
    const help = page.getByText(/flèches/);
    await expect(help).toBeHidden();
    await grid.getByRole('button', { name: /^10 décembre 2026, 1 événement/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(help).toBeVisible();
  });

  test('the footer leads to the accessibility statement', async ({ page }) => {
    await page.goto(paths.home);
    // The page's content arrives after the frame and moves the footer down: wait for it first.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : non conforme' }).click();
    await expect(page).toHaveURL(/\/pages\/InformationsLegales#accessibilite$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Déclaration d’accessibilité' }),
    ).toBeInViewport();
  });
});
