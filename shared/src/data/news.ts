import rawNewsItems from './news-items.json';

type NewsCategory = 'musee' | 'association';

/** A news item. `image` and `pdfPath` are relative to shared/assets (see assets.ts). */
export interface NewsItem {
  readonly id: number;
  readonly title: string;
  /** French text 'day month-name year', read with parseFrenchDate (@mtdm/shared/news). */
  readonly date: string;
  readonly description: string;
  readonly image: string;
  readonly pdfPath: string;
  /** Page of the site where the item belongs. */
  readonly link: string;
  readonly category: NewsCategory;
  /** true for a conference, false for other association news, null for museum news. */
  readonly conference: boolean | null;
  /** Start time of a conference, "18:00" (Paris time). */
  readonly time?: string;
}

/** The shared list of news items and conferences, 2019 to 2027 (edit news-items.json). */
export const newsItems: readonly NewsItem[] = rawNewsItems as NewsItem[];
