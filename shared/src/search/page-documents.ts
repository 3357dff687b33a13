// Server side only (the build and the release read pre-rendered HTML): never imported by a page.
import { parseDocument, DomUtils, ElementType } from 'htmlparser2';
import { SEARCH_HREF_ATTRIBUTE, SEARCH_ITEM_ATTRIBUTE, SEARCH_TITLE_ATTRIBUTE } from './item-anchors';
import type { PageKey } from '../routing';
import { PAGE_SEARCH_WORDS } from './page-search-words';
import type { SearchDocument, SearchKind } from './search-document';

/** A pre-rendered page as the index reads it. */
export interface RenderedPage {
  /** 'collections' */
  readonly key: string;
  /** Its address: '/pages/sescollections'. */
  readonly path: string;
  readonly title: string;
  /** What the page is about, in a sentence (its meta description): the excerpt of its result. */
  readonly description: string;
  /** The whole document, as written by the pre-render. */
  readonly html: string;
}

type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;
type DocumentNode = Element['children'][number] | NonNullable<Element['parent']>;

/** An element (a script or a style is one too), told from text, comments and the document itself. */
const isElement = (node: DocumentNode): node is Element => ElementType.isTag(node);

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** The text a visitor reads in `node`, its blocks separated by spaces. */
function visibleText(node: Element): string {
  const parts: string[] = [];
  const walk = (current: Element) => {
    for (const child of current.children) {
      if (child.type === 'text') parts.push((child as unknown as { data: string }).data);
      else if (isElement(child) && !SKIPPED.has(child.name) && child.attribs.hidden === undefined) {
        walk(child);
        parts.push(' ');
      }
    }
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The heading of the section an item stands in ('De Bazeilles aux campagnes lointaines'), or ''. */
function sectionHeadingOf(item: Element): string {
  for (let node = item.parent; node && isElement(node); node = node.parent) {
    if (node.name !== 'section') continue;
    const heading = DomUtils.findOne((element) => /^h[2-4]$/.test(element.name), node.children, true);
    if (heading) return visibleText(heading);
  }
  return '';
}

/** The words of an address, for a mistyped one to find it: '/pages/sescollections' → 'sescollections'. */
const addressWords = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment && segment !== 'pages')
    .join(' ');

/**
 * A page's own document (its main content's text) and one for each item it marks with
 * data-search-item="<kind>" (its title in data-search-title, its anchor in its id).
 */
export function pageDocuments(page: RenderedPage): SearchDocument[] {
  const document = parseDocument(page.html);
  const main = DomUtils.findOne((element) => element.name === 'main', document.children, true);
  if (!main) return [];
  const items = DomUtils.findAll((element) => SEARCH_ITEM_ATTRIBUTE in element.attribs, main.children);
  return [
    {
      id: `page:${page.key}`,
      kind: 'page',
      title: page.title,
      url: page.path,
      detail: '',
      text: visibleText(main),
      excerpt: page.description,
      keywords: `${addressWords(page.path)} ${PAGE_SEARCH_WORDS[page.key as PageKey] ?? ''}`.trim(),
    },
    ...items.map((item): SearchDocument => {
      // The item is found by its section's words too, though after the items that name them.
      const section = sectionHeadingOf(item);
      const text = visibleText(item);
      return {
        id: `${item.attribs[SEARCH_ITEM_ATTRIBUTE]}:${item.attribs.id ?? item.attribs[SEARCH_TITLE_ATTRIBUTE]}`,
        kind: item.attribs[SEARCH_ITEM_ATTRIBUTE] as SearchKind,
        title: item.attribs[SEARCH_TITLE_ATTRIBUTE] ?? text.slice(0, 80),
        url:
          item.attribs[SEARCH_HREF_ATTRIBUTE] ??
          (item.attribs.id ? `${page.path}#${item.attribs.id}` : page.path),
        detail: section ? `${page.title} · ${section}` : page.title,
        text,
        context: section,
      };
    }),
  ];
}
