// Seats at a conference as a visitor books them: from the conferences page, the answer in place, the
// link mailed to the address typed, its page's button, then the confirmation mailed with its calendar
// file and cancel link, and the booking in the volunteers' list.
import { parisToday } from '@mtdm/shared/content';
import { parseFrenchDate, toIsoDate } from '@mtdm/shared/news';
import { paths } from '@mtdm/shared/routing';
import { publishedContent } from '../support/content';
import { expect, test } from '../support/fixtures';
import { linkMailedTo, newMail, outboxNow } from '../support/outbox';
import { seriousViolations } from '../support/page-checks';
import { signInAsVolunteer } from '../support/volunteer-sign-in';

/** The next conference that takes bookings, from the published content. */
function nextBookableConference() {
  const today = parisToday();
  const found = publishedContent.news
    .filter((item) => item.conference === true && item.seats !== undefined)
    .map((item) => ({ item, day: toIsoDate(parseFrenchDate(item.date)!) }))
    .filter(({ day }) => day >= today)
    .sort((a, b) => a.day.localeCompare(b.day))[0];
  if (!found) throw new Error('aucune conférence à venir ne prend de réservations dans le contenu publié');
  return found.item;
}

test('a visitor books two seats, confirms by the mailed link, is mailed the invitation, and is in the list', async ({
  page,
}) => {
  test.slow();
  const conference = nextBookableConference();
  const lastName = `Reservation${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.fr`;
  const earlier = outboxNow();
  const started = Date.now();
  let clicks = 0;

  await page.goto(paths.conferences);
  const card = page.getByRole('article').filter({ hasText: conference.title }).first();
  await card.getByText('Réserver des places').click();
  clicks += 1;
  await expect(card.getByText(/^Il reste \d+ places?\.$|^Complet/)).toBeVisible();
  await card.getByLabel('Nom et prénom').fill(`Claire ${lastName}`);
  await card.getByLabel('Adresse e-mail').fill(email);
  await card.getByLabel('Nombre de places').selectOption('2');
  await card.getByRole('button', { name: 'Réserver' }).click();
  clicks += 1;
  await expect(card.getByRole('status')).toContainText(
    /Dernière étape\s:\sconfirmez votre demande de 2 places/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(await linkMailedTo(earlier, email, /https?:\/\/\S+\/reservation\/confirmer\?jeton=[\w-]+/));
  await expect(page.getByText(`2 places au nom de Claire ${lastName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer ma réservation' }).click();
  clicks += 1;
  await expect(page.getByRole('status')).toContainText(/C’est réservé\s:\s2 places\./);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  expect(await seriousViolations(page)).toEqual([]);

  await expect
    .poll(() => newMail(earlier, (mail) => mail.includes(`To: ${email}`)).length, { timeout: 15_000 })
    .toBe(2);
  const [, mail] = newMail(earlier, (text) => text.includes(`To: ${email}`));
  expect(mail).toContain('conference.ics');
  expect(mail).toMatch(/\/reservation\/annuler\?jeton=[\w-]+/);
  console.info(
    `réservation faite et confirmée en ${clicks} clics et ${seconds} s depuis la page des conférences`,
  );

  await signInAsVolunteer(page, 'visites.e2e@example.org');
  await page
    .getByRole('navigation', { name: 'Menu de l’espace des bénévoles' })
    .getByRole('link', { name: 'Réservations des conférences' })
    .click();
  const row = page.getByRole('row').filter({ hasText: `Claire ${lastName}` });
  await expect(row).toContainText('confirmée');
  await expect(row).toContainText('2');
  expect(await seriousViolations(page)).toEqual([]);
});

test('one mailbox asking more than six seats of a conference is told at the confirmation what it holds', async ({
  page,
}) => {
  test.slow();
  const conference = nextBookableConference();
  const household = `famille${Date.now()}`;
  // The same mailbox twice: its address, then a sub-address of it.
  const asks = [
    { email: `${household}@example.fr`, seats: '4', role: 'status', answer: /C’est réservé\s:\s4 places\./ },
    {
      email: `${household}+amis@example.fr`,
      seats: '3',
      role: 'alert',
      answer:
        /^Cette adresse tient déjà 4 places pour cette conférence, et une adresse en réserve 6 au plus\./,
    },
  ] as const;
  for (const { email, seats, role, answer } of asks) {
    const earlier = outboxNow();
    await page.goto(paths.conferences);
    const card = page.getByRole('article').filter({ hasText: conference.title }).first();
    await card.getByText('Réserver des places').click();
    await card.getByLabel('Nom et prénom').fill('Claire Roux');
    await card.getByLabel('Adresse e-mail').fill(email);
    await card.getByLabel('Nombre de places').selectOption(seats);
    await card.getByRole('button', { name: 'Réserver' }).click();
    // The form answers every address alike.
    await expect(card.getByRole('status')).toContainText(/Dernière étape\s:\sconfirmez votre demande/);
    await page.goto(
      await linkMailedTo(earlier, email, /https?:\/\/\S+\/reservation\/confirmer\?jeton=[\w-]+/),
    );
    await page.getByRole('button', { name: 'Confirmer ma réservation' }).click();
    await expect(page.getByRole(role)).toHaveText(answer);
  }
  await expect(page.getByRole('link', { name: 'Retour aux conférences' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
