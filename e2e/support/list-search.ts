import { expect, type Page } from '@playwright/test';

/**
 * Searches the list on screen as a volunteer does: words typed in « Rechercher », then « Afficher ».
 * The lists come a page at a time, so a scenario finds its own row this way, whatever else the
 * suite has recorded.
 */
export async function searchTheList(page: Page, words: string) {
  const search = page.getByRole('search', { name: 'Rechercher dans la liste' });
  await search.getByLabel(/^Rechercher/).fill(words);
  await search.getByRole('button', { name: 'Afficher' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, '\\+')}`));
}
