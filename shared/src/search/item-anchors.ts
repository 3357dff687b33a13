/**
 * The anchors a search result leads to inside a page, given by the page to the item's element:
 * the product card of the shop, an object of the collections.
 */
export const productAnchor = (productId: string) => `produit-${productId}`;
export const collectionObjectAnchor = (image: string) => `objet-${image}`;
/** A news item or a conference in its page's list (folded in its year, opened by the anchor). */
export const newsAnchor = (newsId: string) => `actualite-${newsId}`;
export const archiveAnchor = (archiveId: string) => `archive-${archiveId}`;

/** Marks an element of a pre-rendered page as an item of its own in the index (see page-documents). */
export const SEARCH_ITEM_ATTRIBUTE = 'data-search-item';
export const SEARCH_TITLE_ATTRIBUTE = 'data-search-title';
/** Where a result for the item leads when the item has a page of its own (else to its anchor). */
export const SEARCH_HREF_ATTRIBUTE = 'data-search-href';

/**
 * Left by the pre-render in the search page and the not-found page; the server writes the visitor's
 * words and the results there (results-html.ts), so both pages work without JavaScript.
 */
export const SEARCH_QUERY_PLACEHOLDER = '%SEARCH_QUERY%';
export const SEARCH_RESULTS_PLACEHOLDER = '<!--%SEARCH_RESULTS%-->';
/** The elements the server fills, read back by the browser as it hydrates the page. */
export const SEARCH_RESULTS_ID = 'resultats-recherche';
export const CLOSEST_PAGES_ID = 'pages-proches';

/** The attributes that make an element of a page an item of the index: spread on the element. */
export const searchItemProps = (kind: 'object', title: string, href?: string) => ({
  [SEARCH_ITEM_ATTRIBUTE]: kind,
  [SEARCH_TITLE_ATTRIBUTE]: title,
  ...(href ? { [SEARCH_HREF_ATTRIBUTE]: href } : {}),
});
