import { readPdf } from '../../__tests__/support/pdf-text';
import { PdfPageWriter } from '../pdf-page-writer';

const make = async (lines: string[]) => {
  const writer = await PdfPageWriter.create({
    title: 'Essai',
    author: 'AAMTDM',
    subject: 'Essai',
    date: new Date('2026-11-23T10:00:00Z'),
  });
  lines.forEach((line) => writer.paragraph(line));
  return Buffer.from(await writer.save());
};

describe('PdfPageWriter', () => {
  it('writes any name: accents kept, letters outside its fonts without accent, others as "?"', async () => {
    const { flat } = readPdf(await make(['Lefèvre Œuvre « 1 234,50 € »', 'Nguyễn Thị', '李 Ana']));
    expect(flat).toContain('Lefèvre Œuvre « 1 234,50 € »');
    expect(flat).toContain('Nguyen Thi');
    expect(flat).toContain('? Ana');
  });

  it('makes the same bytes for the same text and date (a re-issued document is the same document)', async () => {
    const first = await make(['Reçu n° 2026-00001']);
    expect(Buffer.compare(first, await make(['Reçu n° 2026-00001']))).toBe(0);
    expect(Buffer.compare(first, await make(['Reçu n° 2026-00002']))).not.toBe(0);
  });

  it('wraps a long paragraph to the page instead of running off it', async () => {
    const words = Array.from({ length: 60 }, (_, index) => `mot${index}`).join(' ');
    const { text } = readPdf(await make([words]));
    expect(text.split('\n').filter((line) => line.includes('mot')).length).toBeGreaterThan(2);
    expect(text.replace(/\s+/g, ' ')).toContain('mot0 mot1');
    expect(text.replace(/\s+/g, ' ')).toContain('mot58 mot59');
  });
});
