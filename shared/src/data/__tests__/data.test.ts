import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  CHILD_POLO_SIZES,
  MEN_POLO_SIZES,
  PRODUCT_CATEGORIES,
  archiveItems,
  assetUrl,
  filterByCategories,
  findProductById,
  findProductByName,
  imageSize,
  newsItems,
  products,
  referencedAssetPaths,
  sortByPrice,
} from '..';
import {
  groupArchivedConferences,
  isPast,
  isUpcoming,
  parseFrenchDate,
  selectCarouselItems,
  selectMuseumNews,
  selectUpcomingConferences,
} from '../../news';

const assetsRoot = join(__dirname, '..', '..', '..', 'assets');
const frenchDate = z.string().refine((text) => parseFrenchDate(text) !== null, 'date française illisible');
const assetPath = (prefix: string, ext: string) =>
  z.string().regex(new RegExp(`^${prefix}/[a-z0-9-]+\\.${ext}$`));

describe('news items', () => {
  const schema = z.strictObject({
    id: z.int().positive(),
    title: z.string().min(10),
    date: frenchDate,
    description: z.string().min(40),
    image: assetPath('images/news', 'svg'),
    pdfPath: assetPath('documents/news', 'pdf'),
    link: z.string().regex(/^\/pages\/[A-Za-z]+$/),
    category: z.enum(['musee', 'association']),
    conference: z.boolean().nullable(),
    /** Start time of a conference (Paris time), for the calendar file and schema.org. */
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .optional(),
  });

  it('has about 33 items with every field', () => {
    expect(newsItems).toHaveLength(33);
    for (const item of newsItems) expect(schema.safeParse(item).error).toBeUndefined();
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

  it('has archived, this-year and upcoming items and conferences on every day of 2026 and 2027', () => {
    for (let time = Date.UTC(2026, 0, 1); time <= Date.UTC(2027, 11, 31); time += 86_400_000) {
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
    expect(selectMuseumNews(newsItems).every((item) => (parseFrenchDate(item.date)?.year ?? 0) >= 2022)).toBe(true);
    expect(selectMuseumNews(newsItems).length).toBeGreaterThan(5);
  });
});

describe('archive items', () => {
  it('has ten items with id, title, date and image', () => {
    const schema = z.strictObject({
      id: z.int().positive(),
      title: z.string().min(5),
      date: frenchDate,
      image: assetPath('images/archives', 'svg'),
    });
    expect(archiveItems).toHaveLength(10);
    for (const item of archiveItems) expect(schema.safeParse(item).error).toBeUndefined();
  });
});

describe('products', () => {
  const schema = z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(3),
    price: z.number().min(1).max(60),
    weight: z.int().positive(),
    category: z.enum(PRODUCT_CATEGORIES),
    image: assetPath('images/products', 'svg'),
    sizes: z.array(z.string()).min(2).optional(),
    packagingFee: z.union([z.literal(9.4), z.literal(10.7)]).optional(),
  });

  it('checks every field of every product', () => {
    for (const product of products) expect(schema.safeParse(product).error).toBeUndefined();
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
      const needsFee = /^Casque /.test(product.name) || product.category === 'mugs' || product.category === 'parfum';
      expect(product.packagingFee !== undefined).toBe(needsFee);
    }
  });

  it('offers the sizes of the catalogue', () => {
    const sizesOf = (id: string) => findProductById(id)?.sizes;
    expect(products.filter((p) => p.name.startsWith('Bracelet')).every((p) => p.sizes?.join() === 'S,M,L')).toBe(true);
    expect(sizesOf('polo-femme-ancre')).toEqual(['S', 'M', 'L']);
    expect(sizesOf('polo-homme-ancre')).toEqual([...MEN_POLO_SIZES]);
    expect(sizesOf('polo-enfant-ancre')).toEqual([...CHILD_POLO_SIZES]);
    expect(CHILD_POLO_SIZES).toEqual(['9/11 ans', '12/14 ans']);
    expect(MEN_POLO_SIZES).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
  });

  it('finds, filters and sorts', () => {
    const mug = findProductById('mug-ancre-d-or');
    expect(mug && findProductByName(mug.name)).toBe(mug);
    expect(filterByCategories(products, [])).toHaveLength(products.length);
    expect(filterByCategories(products, ['mugs', 'parfum'])).toHaveLength(4);
    const asc = sortByPrice(products, 'asc').map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(sortByPrice(products, 'desc')[0]?.price).toBe(Math.max(...asc));
    expect(sortByPrice(products, 'none')).toEqual(products);
  });
});

describe('assets', () => {
  it('resolves every image and PDF to a committed file', () => {
    for (const path of referencedAssetPaths()) {
      const file = join(assetsRoot, path);
      expect(existsSync(file) ? path : `missing: ${path}`).toBe(path);
    }
  });

  it('has SVG images with a title, width and height matching imageSize', () => {
    for (const path of referencedAssetPaths().filter((p) => p.endsWith('.svg'))) {
      const svg = readFileSync(join(assetsRoot, path), 'utf8');
      const { width, height } = imageSize(path);
      expect(svg).toContain(`width="${width}" height="${height}"`);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('has real PDF documents of a few pages', () => {
    for (const item of newsItems) {
      const pdf = readFileSync(join(assetsRoot, item.pdfPath));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(3000);
    }
  });

  it('stays small (far under 20 MB)', () => {
    const total = [...new Set(referencedAssetPaths())].reduce((sum, path) => sum + statSync(join(assetsRoot, path)).size, 0);
    expect(total).toBeLessThan(5 * 1024 * 1024);
  });

  it('builds URLs from a published base', () => {
    expect(assetUrl('images/news/a.svg', '/shared-assets/')).toBe('/shared-assets/images/news/a.svg');
    expect(assetUrl('/documents/x.pdf', 'https://cdn.example/v1')).toBe('https://cdn.example/v1/documents/x.pdf');
  });
});
