// The repository's own content (content/): what the site shows on a fresh clone, checked by the
// content schemas on the way in (readContentFolder), and these facts of the site besides.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHILD_POLO_SIZES,
  MEN_POLO_SIZES,
  PRODUCT_CATEGORIES,
  filterByCategories,
  findProductById,
  findProductByName,
  sortByPrice,
} from '../../catalogue';
import { readContentFolder } from '../files';
import {
  groupArchivedConferences,
  isPast,
  isUpcoming,
  parseFrenchDate,
  selectCarouselItems,
  selectMuseumNews,
  selectUpcomingConferences,
} from '../../news';

const contentRoot = join(__dirname, '..', '..', '..', '..', 'content');
const mediaRoot = join(contentRoot, 'media');
const { news: newsItems, products, archives: archiveItems } = readContentFolder(contentRoot);
const mediaPaths = () => [
  ...newsItems.flatMap((item) => [item.image, item.pdfPath]),
  ...archiveItems.map((item) => item.image),
  ...products.map((product) => product.image),
];
const IMAGE_SIZES = {
  'images/news/': { width: 640, height: 400 },
  'images/products/': { width: 400, height: 400 },
  'images/archives/': { width: 480, height: 360 },
} as const;

describe('news items', () => {
  it('has about 33 items, each with its own id', () => {
    expect(newsItems).toHaveLength(33);
    expect(new Set(newsItems.map((item) => item.id)).size).toBe(newsItems.length);
  });

  it('gives every conference its start time', () => {
    for (const item of newsItems) expect(item.time !== undefined).toBe(item.conference === true);
  });

  it('marks conferences in the association only, museum news with null', () => {
    for (const item of newsItems) {
      if (item.category === 'musee') expect(item.conference).toBeNull();
      else expect(typeof item.conference).toBe('boolean');
    }
  });

  it('spreads from 2019 to 2027', () => {
    const years = new Set(newsItems.map((item) => parseFrenchDate(item.date)?.year));
    for (let year = 2019; year <= 2027; year += 1) expect(years.has(year)).toBe(true);
  });

  it('has archived, this-year and upcoming items and conferences on every day of 2026 and 2027, until the closing conference', () => {
    // The closing conference of 2027 is on 16 December, before the annual closure.
    for (let time = Date.UTC(2026, 0, 1); time <= Date.UTC(2027, 11, 16); time += 86_400_000) {
      const day = new Date(time);
      const today = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
      const conferences = newsItems.filter((item) => item.conference === true);
      expect(newsItems.some((item) => isPast(item, today))).toBe(true);
      expect(newsItems.some((item) => parseFrenchDate(item.date)?.year === today.year)).toBe(true);
      expect(selectCarouselItems(newsItems, today).length).toBeGreaterThan(0);
      expect(selectUpcomingConferences(newsItems, today).length).toBeGreaterThan(0);
      expect(conferences.some((item) => isPast(item, today))).toBe(true);
      expect(groupArchivedConferences(newsItems, today).length).toBeGreaterThan(0);
    }
  });

  it('gives the expected selections today (21 November 2026)', () => {
    const today = { year: 2026, month: 11, day: 21 };
    const carousel = selectCarouselItems(newsItems, today);
    expect(carousel[0]?.date).toBe('10 décembre 2026');
    expect(carousel.every((item) => isUpcoming(item, today))).toBe(true);
    expect(selectMuseumNews(newsItems).every((item) => (parseFrenchDate(item.date)?.year ?? 0) >= 2022)).toBe(
      true,
    );
    expect(selectMuseumNews(newsItems).length).toBeGreaterThan(5);
  });
});

describe('archive items', () => {
  it('has ten items', () => {
    expect(archiveItems).toHaveLength(10);
  });
});

describe('products', () => {
  it('has ids and names used once each', () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  });

  it('covers the 17 categories with at least two products each', () => {
    expect(PRODUCT_CATEGORIES).toHaveLength(17);
    for (const category of PRODUCT_CATEGORIES) {
      expect(products.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('puts a packaging fee on helmets, mugs and perfume only', () => {
    for (const product of products) {
      const needsFee =
        /^Casque /.test(product.name) || product.category === 'mugs' || product.category === 'parfum';
      expect(product.packagingFee !== undefined).toBe(needsFee);
    }
  });

  it('offers the sizes of the catalogue', () => {
    const sizesOf = (id: string) => findProductById(products, id)?.sizes;
    expect(
      products.filter((p) => p.name.startsWith('Bracelet')).every((p) => p.sizes?.join() === 'S,M,L'),
    ).toBe(true);
    expect(sizesOf('polo-femme-ancre')).toEqual(['S', 'M', 'L']);
    expect(sizesOf('polo-homme-ancre')).toEqual([...MEN_POLO_SIZES]);
    expect(sizesOf('polo-enfant-ancre')).toEqual([...CHILD_POLO_SIZES]);
    expect(CHILD_POLO_SIZES).toEqual(['9/11 ans', '12/14 ans']);
    expect(MEN_POLO_SIZES).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
  });

  it('finds, filters and sorts', () => {
    const mug = findProductById(products, 'mug-ancre-d-or');
    expect(mug && findProductByName(products, mug.name)).toBe(mug);
    expect(filterByCategories(products, [])).toHaveLength(products.length);
    expect(filterByCategories(products, ['mugs', 'parfum'])).toHaveLength(4);
    const asc = sortByPrice(products, 'asc').map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(sortByPrice(products, 'desc')[0]?.price).toBe(Math.max(...asc));
    expect(sortByPrice(products, 'none')).toEqual(products);
  });
});

describe('media', () => {
  it('resolves every image and PDF to a committed file', () => {
    for (const path of mediaPaths())
      expect(existsSync(join(mediaRoot, path)) ? path : `missing: ${path}`).toBe(path);
  });

  it('has SVG images with a title, and the width and height the pages reserve', () => {
    for (const path of mediaPaths().filter((p) => p.endsWith('.svg'))) {
      const svg = readFileSync(join(mediaRoot, path), 'utf8');
      const [, size] = Object.entries(IMAGE_SIZES).find(([folder]) => path.startsWith(folder))!;
      expect(svg).toContain(`width="${size.width}" height="${size.height}"`);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('has real PDF documents of a few pages', () => {
    for (const item of newsItems) {
      const pdf = readFileSync(join(mediaRoot, item.pdfPath));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(3000);
    }
  });

  it('stays small (far under 20 MB)', () => {
    const total = [...new Set(mediaPaths())].reduce(
      (sum, path) => sum + statSync(join(mediaRoot, path)).size,
      0,
    );
    expect(total).toBeLessThan(5 * 1024 * 1024);
  });
});
