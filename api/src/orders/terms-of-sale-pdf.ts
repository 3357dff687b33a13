// The terms of sale as a PDF, for the order confirmation (a durable medium): made from the live
// pre-rendered page itself, so the buyer keeps the very text the site showed them when they paid.
import { unescapeHtml } from '@mtdm/shared/site';
import { PdfPageWriter } from '../infrastructure/pdf-page-writer';
import { readLiveDocument } from '../releases/layout';
import { pageFile } from '../releases/state-files';

/**
 * The text of a piece of the page: its tags taken out, its entities decoded, its white space folded as
 * a browser folds it. The no-break spaces stay: the PDF keeps « : » and « ; » with their word.
 */
export const textOf = (html: string) =>
  unescapeHtml(html.replace(/<[^>]+>/g, ''))
    .replace(/[ \t\n\r\f]+/g, ' ')
    .trim();

/** The page's main text, block by block: its headings and its paragraphs and list items. */
function blocksOf(document: string): { heading: boolean; text: string }[] {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(document)?.[1] ?? '';
  const withoutScripts = main.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  return [...withoutScripts.matchAll(/<(h[1-3]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)]
    .map((match) => ({ heading: match[1]!.toLowerCase().startsWith('h'), text: textOf(match[2]!) }))
    .filter((block) => block.text.length > 0);
}

/** The PDF of the live terms of sale, or undefined when no page is live yet (a server's first start). */
export async function termsOfSalePdf(deployDir: string): Promise<Buffer | undefined> {
  const document = readLiveDocument(deployDir, pageFile('termsOfSale'));
  if (!document) return undefined;
  const [title, ...blocks] = blocksOf(document);
  if (!title) return undefined;
  const writer = await PdfPageWriter.create({
    title: title.text,
    author: 'Association des amis du Musée des Troupes de Marine',
    subject: title.text,
    // eslint-disable-next-line no-restricted-syntax -- the file's creation date, for a reader's software
    date: new Date(),
  });
  writer.title(title.text);
  for (const block of blocks) {
    if (block.heading) writer.heading(block.text);
    else writer.paragraph(block.text);
  }
  return Buffer.from(await writer.save());
}
