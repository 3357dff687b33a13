import { eurosToCents, formatEuros } from '../commerce';
import type { SiteContent } from '../content/types';
import { isListedOnItsPage, parseFrenchDate, toIsoDate } from '../news';
import { ITEM_NAME, itemPathOf, pages, paths } from '../routing';
import { archiveAnchor, newsAnchor, productAnchor } from './item-anchors';
import type { SearchDocument } from './search-document';

const pageTitleOf = (path: string) =>
  Object.values(pages).find((page) => page.path === path)?.title ?? pages.home.title;

/** 'à 18 h 30' for '18:30', '' without an hour. */
const atHour = (time?: string) => {
  if (!time) return '';
  const [hours, minutes] = time.split(':');
  return ` à ${Number(hours)}\u00a0h${minutes === '00' ? '' : `\u00a0${minutes}`}`;
};

/** A conference's day as the index compares it ('2027-12-16'), when its date reads. */
const dayOf = (date: string) => {
  const day = parseFrenchDate(date);
  return day ? { when: toIsoDate(day) } : {};
};

/** The published news items, conferences, products and archive entries, as the index holds them. */
export function contentDocuments(
  content: Pick<SiteContent, 'news' | 'products' | 'archives'>,
): SearchDocument[] {
  // An item its page does not show (a museum news item older than the page's first year) is left out.
  const listed = content.news.filter((item) => item.conference === true || isListedOnItsPage(item, paths));
  const news = listed.map((item): SearchDocument =>
    item.conference === true
      ? {
          id: `conference:${item.id}`,
          kind: 'conference',
          title: item.title,
          url: `${paths.conferences}#${newsAnchor(item.id)}`,
          detail: `${item.date}${atHour(item.time)}`,
          text: item.description,
          ...dayOf(item.date),
        }
      : {
          id: `news:${item.id}`,
          kind: 'news',
          title: item.title,
          url: `${item.link}#${newsAnchor(item.id)}`,
          detail: `${item.date} · ${pageTitleOf(item.link)}`,
          text: item.description,
        },
  );
  const products = content.products.map((product): SearchDocument => ({
    id: `product:${product.id}`,
    kind: 'product',
    title: product.name,
    // Its own page (every product has one), its card on the shop's page for a name no address takes.
    url: ITEM_NAME.test(product.id)
      ? itemPathOf('shop', product.id)
      : `${paths.shop}#${productAnchor(product.id)}`,
    detail: `${formatEuros(eurosToCents(product.price))} · ${product.category}`,
    text: `${product.category} ${product.description ?? ''}`.trim(),
    excerpt: '',
  }));
  const archives = content.archives.map((item): SearchDocument => ({
    id: `archive:${item.id}`,
    kind: 'archive',
    title: item.title,
    url: `${paths.archiveCentre}#${archiveAnchor(item.id)}`,
    detail: `Entrée aux archives le ${item.date}`,
    text: '',
    excerpt: '',
  }));
  return [...news, ...products, ...archives];
}
