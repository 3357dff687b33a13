import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.3, 0.3, 0.34);
const SPECIMEN_INK = rgb(0.75, 0.1, 0.1);

export interface PdfMetadata {
  readonly title: string;
  readonly author: string;
  readonly subject: string;
  /** The document's date: fixed, so the same document is the same bytes each time it is made. */
  readonly date: Date;
}

/**
 * Writes A4 pages of text from top to bottom (titles, paragraphs wrapped to the width, label and
 * value pairs) with the standard Helvetica fonts, which need no font file. Text the fonts cannot
 * encode (a name in a script outside Latin-1) loses its accents, else becomes "?", never an error.
 */
export class PdfPageWriter {
  private y = PAGE.height - MARGIN;

  private constructor(
    private readonly doc: PDFDocument,
    private page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(metadata: PdfMetadata): Promise<PdfPageWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(metadata.title, { showInWindowTitleBar: true });
    doc.setAuthor(metadata.author);
    doc.setSubject(metadata.subject);
    doc.setLanguage('fr-FR');
    doc.setCreator(metadata.author);
    doc.setProducer('Site du Musée des Troupes de Marine');
    doc.setCreationDate(metadata.date);
    doc.setModificationDate(metadata.date);
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfPageWriter(doc, page, regular, bold);
  }

  /** Keeps what the font encodes; otherwise the letter without its accent, otherwise "?". */
  private encodable(text: string, font: PDFFont): string {
    const supported = new Set(font.getCharacterSet());
    return [...text.replace(/[\u2009\u202f]/g, '\u00a0').replace(/[\r\n\t]+/g, ' ')]
      .map((char) => {
        if (supported.has(char.codePointAt(0)!)) return char;
        const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
        return [...bare].every((part) => supported.has(part.codePointAt(0)!)) && bare ? bare : '?';
      })
      .join('');
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = this.encodable(text, font).split(' ').filter(Boolean);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  }

  private write(
    text: string,
    options: { size: number; bold?: boolean; x?: number; width?: number; muted?: boolean },
  ) {
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    for (const line of this.lines(text, font, options.size, options.width ?? TEXT_WIDTH)) {
      this.y -= options.size * 1.35;
      this.page.drawText(line, {
        x,
        y: this.y,
        size: options.size,
        font,
        color: options.muted ? MUTED : INK,
      });
    }
  }

  title(text: string): this {
    this.write(text, { size: 16, bold: true });
    this.y -= 4;
    return this;
  }

  heading(text: string): this {
    this.y -= 12;
    this.write(text, { size: 11.5, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: PAGE.width - MARGIN, y: this.y - 4 },
      thickness: 0.6,
      color: MUTED,
    });
    this.y -= 6;
    return this;
  }

  paragraph(text: string, options: { bold?: boolean; muted?: boolean; size?: number } = {}): this {
    this.write(text, { size: options.size ?? 10.5, bold: options.bold, muted: options.muted });
    this.y -= 2;
    return this;
  }

  /** "Label : value" lines, the labels in bold in a column of their own. */
  fields(pairs: ReadonlyArray<readonly [string, string]>): this {
    const size = 10.5;
    const labelWidth = 170;
    for (const [label, value] of pairs) {
      const top = this.y;
      this.write(`${label} :`, { size, bold: true, width: labelWidth - 8 });
      const afterLabel = this.y;
      this.y = top;
      this.write(value, { size, x: MARGIN + labelWidth, width: TEXT_WIDTH - labelWidth });
      this.y = Math.min(this.y, afterLabel) - 3;
    }
    return this;
  }

  /** Starts a new page, written from its top (the next slip of a batch). */
  newPage(): this {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return this;
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  /** Across the whole page, over the text: what says the document is not valid. */
  specimen(text: string): this {
    const size = 40;
    const width = this.bold.widthOfTextAtSize(this.encodable(text, this.bold), size);
    const angle = 40;
    const radians = (angle * Math.PI) / 180;
    this.page.drawText(this.encodable(text, this.bold), {
      x: PAGE.width / 2 - (Math.cos(radians) * width) / 2,
      y: PAGE.height / 2 - (Math.sin(radians) * width) / 2,
      size,
      font: this.bold,
      color: SPECIMEN_INK,
      opacity: 0.35,
      rotate: degrees(angle),
    });
    return this;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
