import { expect, type Page } from '@playwright/test';

/**
 * Searches the list on screen as a volunteer does: words typed in « Rechercher », then « Afficher ».
 * The lists come a page at a time, so a scenario finds its own row this way, whatever else the
 * suite has recorded.
 *
 * The search form is made anew for each address of a list (a tab, a page, the back button): words
 * typed while the address of a click just made is still being taken go with the old form, and
 * « Afficher » then sends none. The words are typed again until the list's address holds them.
 */
export async function searchTheList(page: Page, words: string) {
  const search = page.getByRole('search', { name: 'Rechercher dans la liste' });
  const sent = new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, '\\+')}`);
  await expect(async () => {
    await search.getByLabel(/^Rechercher/).fill(words);
    await search.getByRole('button', { name: 'Afficher' }).click();
    await expect(page).toHaveURL(sent, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
