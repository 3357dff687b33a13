import { JOB_APPLICATION_UPLOAD } from '@mtdm/shared/contracts';

/** At most 5 MB per file (the résumé and the optional letter): the rule the page states and checks too. */
export const MAX_UPLOAD_BYTES = JOB_APPLICATION_UPLOAD.maxBytes;

export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'odt';

export const MEDIA_TYPES: Readonly<Record<DocumentKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ODT_MIMETYPE = Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text');

/** Names of the entries of a zip file, read from its local headers (enough to tell DOCX from ODT). */
function zipEntryNames(content: Buffer, max = 200): string[] {
  const names: string[] = [];
  let offset = 0;
  while (names.length < max && offset + 30 <= content.length && content.readUInt32LE(offset) === 0x04034b50) {
    const flags = content.readUInt16LE(offset + 6);
    const compressedSize = content.readUInt32LE(offset + 18);
    const nameLength = content.readUInt16LE(offset + 26);
    const extraLength = content.readUInt16LE(offset + 28);
    names.push(content.toString('utf8', offset + 30, offset + 30 + nameLength));
    // With a data descriptor the size is unknown here: stop, the first entries suffice.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

/** What the bytes are, whatever the file is called; null for anything else. */
export function detectDocumentKind(content: Buffer): DocumentKind | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (content.subarray(0, 8).equals(OLE2)) return 'doc';
  if (content.subarray(0, 4).equals(ZIP)) {
    // ODF puts an uncompressed "mimetype" entry first (at offset 30).
    if (content.subarray(30, 30 + ODT_MIMETYPE.length).equals(ODT_MIMETYPE)) return 'odt';
    const names = zipEntryNames(content);
    if (names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/')))
      return 'docx';
  }
  return null;
}

/** The kind a file name claims (by extension); null for any other extension. */
export function kindFromName(name: string): DocumentKind | null {
  const match = /\.([a-z]+)$/i.exec(name.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension === 'pdf' || extension === 'doc' || extension === 'docx' || extension === 'odt'
    ? extension
    : null;
}

/** Accepted only when the name and the content agree on one of the four formats. */
export function acceptedDocumentKind(name: string, content: Buffer): DocumentKind | null {
  const claimed = kindFromName(name);
  return claimed !== null && detectDocumentKind(content) === claimed ? claimed : null;
}
