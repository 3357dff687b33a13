// Prints what a PDF says, read by Mozilla's pdf.js (an independent reader): its metadata and the
// text of each page, one drawn line per line. Run by pdf-text.ts (readPdf) (pdf.js is an ES module only).
import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(fs.readFileSync(process.argv[2]));
const document = await getDocument({ data, useSystemFonts: false, verbosity: 0 }).promise;
const { info } = await document.getMetadata();
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  pages.push(content.items.map((item) => item.str).join('\n'));
}
process.stdout.write(JSON.stringify({ info, pages }));
