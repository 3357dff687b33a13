// The media of the content (content/media/), checked by their bytes, not their names: only SVG
// drawings, JPEG, PNG and WebP photographs and PDF documents are published; a drawing may hold
// no script, no event attribute, no foreignObject and no reference outside itself, a document no code
// and nothing it would start or carry (pdf-actions.ts). Node only: read by the content check and the
// server's content releases.
import { pdfProblems } from './pdf-actions';

export type MediaKind = 'svg' | 'jpeg' | 'png' | 'webp' | 'pdf';

/** What a photograph may hold: 50 million pixels (8,000 × 6,250), like a good camera's. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const EXTENSIONS: Readonly<Record<MediaKind, readonly string[]>> = {
  svg: ['.svg'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  pdf: ['.pdf'],
};

const KIND_NAMES: Readonly<Record<MediaKind, string>> = {
  svg: 'un dessin SVG',
  jpeg: 'une photographie JPEG',
  png: 'une image PNG',
  webp: 'une image WebP',
  pdf: 'un document PDF',
};

const startsWith = (bytes: Uint8Array, ...values: number[]) =>
  values.every((value, index) => bytes[index] === value);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The kind of a file from its first bytes, or null for anything else (a page, a script…). */
export function mediaKindOf(bytes: Uint8Array): MediaKind | null {
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  // A drawing: XML whose first element is <svg> (after a declaration, comments, a doctype).
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const rest = head.replace(
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*/i,
    '',
  );
  return /^<svg[\s>]/i.test(rest) ? 'svg' : null;
}

/** The brands of an ISO media file ('ftyp' box) that Apple's phones write their photographs in. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * What to do with a file of a kind the site does not publish but a volunteer's computer or phone
 * makes, said after why it is refused; null for anything else.
 */
function otherFormatAdvice(bytes: Uint8Array): string | null {
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand))
      return 'c’est une photo HEIC (le format des iPhone) : exportez-la en JPEG, par exemple depuis l’application Photos, et déposez le JPEG à sa place';
    if (brand === 'avif' || brand === 'avis')
      return 'c’est une image AVIF : enregistrez-la en JPEG, PNG ou WebP';
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return 'c’est une image GIF : enregistrez-la en PNG';
  if (startsWith(bytes, 0x49, 0x49, 0x2a, 0x00) || startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2a))
    return 'c’est une image TIFF, comme en donnent les scanners : enregistrez-la en JPEG ou en PNG';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04))
    return 'c’est une archive ou un document de traitement de texte : enregistrez le document en PDF';
  return null;
}

/**
 * Why a file whose bytes are of no kind the site publishes is refused, then what to do with it when
 * its format is known, else `otherwise`.
 */
export function notPublishable(bytes: Uint8Array, otherwise = ''): string {
  const advice = otherFormatAdvice(bytes);
  const refused =
    'ce fichier n’est ni une image (SVG, JPEG, PNG, WebP) ni un PDF : il ne peut pas être publié';
  return advice ? `${refused} ; ${advice}` : `${refused}${otherwise}`;
}

/** Whether a file's name says the kind its bytes are. */
const extensionFits = (name: string, kind: MediaKind) =>
  EXTENSIONS[kind].some((extension) => name.toLowerCase().endsWith(extension));

const kindName = (kind: MediaKind) => KIND_NAMES[kind];

/** An element of a drawing by its name, under whatever prefix its namespace was given. */
const element = (names: string) => new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?(?:${names})[\\s>/]`, 'i');

/** A character as XML writes it in a value (`&#106;`, `&#x6A;`), or as CSS escapes it (`\\6a `). */
const characterOf = (code: number, written: string) =>
  code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : written;

/**
 * A drawing's values as its reader takes them: XML's character references read once, then CSS's
 * escapes. Names of elements and attributes cannot be written so; what they hold can.
 */
const valuesAsRead = (text: string) =>
  text
    .replace(/&#(?:x([0-9a-f]+)|(\d+));/gi, (written, hex?: string, decimal?: string) =>
      characterOf(hex ? parseInt(hex, 16) : Number(decimal), written),
    )
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (written, hex: string) =>
      characterOf(parseInt(hex, 16), written),
    )
    .replace(/\\([^0-9a-f\n\r\f])/gi, '$1');

/** What a drawing may not hold, each said in French (none: it is safe to serve). */
export function svgProblems(text: string): string[] {
  const problems: string[] = [];
  if (element('script').test(text)) problems.push('il contient un script');
  if (element('foreignObject').test(text)) problems.push('il contient un élément foreignObject');
  if (/<!ENTITY/i.test(text)) problems.push('il déclare des entités');
  if (element('iframe|embed|object|audio|video').test(text)) problems.push('il intègre un autre document');
  if (/\son[a-z]+\s*=/i.test(text)) problems.push('il contient un attribut d’événement (onload, onclick…)');
  const values = valuesAsRead(text);
  if (/javascript:/i.test(values)) problems.push('il contient un lien qui exécute du code (javascript)');
  const references = [
    ...values.matchAll(/\s(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi),
    ...values.matchAll(/\ssrc\s*=\s*["']([^"']*)["']/gi),
    ...values.matchAll(/url\(\s*["']?([^"')]*)/gi),
  ].map((match) => match[1]!.trim());
  if (
    references.some((target) => !target.startsWith('#') && !/^data:image\/(?:png|jpeg|webp);/i.test(target))
  )
    problems.push('il fait référence à un fichier ou une adresse hors de lui-même');
  if (/@import/i.test(values)) problems.push('il importe une feuille de style');
  if (/\sattributeName\s*=\s*["']\s*(?:[A-Za-z_][\w.-]*:)?href\s*["']/i.test(values))
    problems.push('il change l’adresse d’un lien par une animation');
  return problems;
}

/** Width and height of a PNG, JPEG or WebP from its header, or null when the header cannot be read. */
export function imageSize(bytes: Uint8Array, kind: MediaKind): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (kind === 'png') return { width: view.getUint32(16), height: view.getUint32(20) };
    if (kind === 'webp') {
      const chunk = ascii(bytes, 12, 16);
      if (chunk === 'VP8X')
        return {
          width: 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16)),
          height: 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16)),
        };
      if (chunk === 'VP8L') {
        const bits = view.getUint32(21, true);
        return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
      }
      if (chunk === 'VP8 ')
        return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      return null;
    }
    if (kind === 'jpeg') {
      // The frame header (SOF0…SOF15, not DHT, JPG or DAC) gives the size.
      let offset = 2;
      while (offset + 9 < bytes.length) {
        if (bytes[offset] !== 0xff) return null;
        const marker = bytes[offset + 1]!;
        const length = view.getUint16(offset + 2);
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
          return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
        offset += 2 + length;
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** Every problem of one media file, by its name and bytes (none: it may be published). */
export function mediaFileProblems(name: string, bytes: Uint8Array): string[] {
  const kind = mediaKindOf(bytes);
  if (!kind) return [notPublishable(bytes)];
  if (!extensionFits(name, kind)) return [`son nom ne dit pas ce qu’il est (${kindName(kind)})`];
  if (kind === 'svg')
    return svgProblems(new TextDecoder().decode(bytes)).map((problem) => `ce dessin est refusé : ${problem}`);
  if (kind === 'pdf') return pdfProblems(bytes).map((problem) => `ce document est refusé : ${problem}`);
  const size = imageSize(bytes, kind);
  if (!size) return ['cette image ne peut pas être lue'];
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    return [
      `cette image fait ${size.width} × ${size.height} pixels, au-delà de ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels`,
    ];
  return [];
}
