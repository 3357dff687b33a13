import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PdfReading {
  /** The document's information dictionary (Title, Author, Lang…). */
  readonly info: Record<string, unknown>;
  /** All the text of the pages, one drawn line per line. */
  readonly text: string;
  /** The same with every run of spaces, line breaks and non-breaking spaces as one space. */
  readonly flat: string;
  readonly pageCount: number;
}

/** Reads a PDF with pdf.js in a child Node process, as a reader would see it. */
export function readPdf(bytes: Buffer | Uint8Array): PdfReading {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    fs.writeFileSync(file, bytes);
    const output = execFileSync(process.execPath, [path.join(__dirname, 'read-pdf-text.mjs'), file], {
      encoding: 'utf8',
    });
    const { info, pages } = JSON.parse(output) as { info: Record<string, unknown>; pages: string[] };
    const text = pages.join('\n');
    return { info, text, flat: text.replace(/\s+/g, ' '), pageCount: pages.length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
