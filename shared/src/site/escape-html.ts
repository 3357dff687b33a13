/**
 * Text made safe to write into HTML or XML, as content or as a quoted attribute's value: the five
 * characters that mark up become entities. The one escape of the site's pages, the server's answers,
 * the search results and the sitemap.
 */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
