import { imageSize, mediaFileProblems, mediaKindOf, svgProblems } from '../media-files';

const bytes = (text: string) => new TextEncoder().encode(text);
const png = (width: number, height: number) => {
  const header = new Uint8Array(33);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(header.buffer).setUint32(16, width);
  new DataView(header.buffer).setUint32(20, height);
  return header;
};

describe('media of the content, by their bytes', () => {
  it('tells each published kind from its first bytes, and nothing else', () => {
    expect(mediaKindOf(png(10, 10))).toBe('png');
    expect(mediaKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(mediaKindOf(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(mediaKindOf(bytes('%PDF-1.4\n'))).toBe('pdf');
    expect(
      mediaKindOf(bytes('<?xml version="1.0"?>\n<!-- dessin -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('svg');
    for (const other of ['<!DOCTYPE html><html>', '<script>alert(1)</script>', 'alert(1)', ''])
      expect(mediaKindOf(bytes(other))).toBeNull();
  });

  it('refuses a drawing that could run or fetch anything, and keeps one that only draws', () => {
    const drawing = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inside}</svg>`;
    expect(
      svgProblems(drawing('<defs><linearGradient id="a"/></defs><rect fill="url(#a)"/><use href="#a"/>')),
    ).toEqual([]);
    expect(svgProblems(drawing('<script>x</script>'))).toEqual(['il contient un script']);
    expect(svgProblems(drawing('<g onclick="x()"/>'))).toEqual([
      'il contient un attribut d’événement (onload, onclick…)',
    ]);
    expect(svgProblems(drawing('<foreignObject/>'))).toEqual(['il contient un élément foreignObject']);
    expect(svgProblems(drawing('<a href="javascript:x()"/>'))).toContain(
      'il contient un lien qui exécute du code (javascript)',
    );
    expect(svgProblems(drawing('<image xlink:href="//pixel.example/p.gif"/>'))).toEqual([
      'il fait référence à un fichier ou une adresse hors de lui-même',
    ]);
    expect(svgProblems(drawing('<style>@import "x.css";</style>'))).toEqual([
      'il importe une feuille de style',
    ]);
  });

  it('sees through what XML and CSS let a drawing write otherwise', () => {
    const drawing = (inside: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg">${inside}</svg>`;
    // An element under a prefix of the SVG namespace is that element.
    expect(svgProblems(drawing('<s:script>x()</s:script>'))).toEqual(['il contient un script']);
    expect(svgProblems(drawing('<s:foreignObject/>'))).toEqual(['il contient un élément foreignObject']);
    expect(svgProblems(drawing('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml"/>'))).toEqual([
      'il intègre un autre document',
    ]);
    // A character reference is the character it names; so is a CSS escape.
    expect(svgProblems(drawing('<a href="#a"><set to="&#106;avascript:x()"/></a>'))).toContain(
      'il contient un lien qui exécute du code (javascript)',
    );
    expect(svgProblems(drawing('<rect style="fill:u&#x72;l(//pixel.example/p)"/>'))).toEqual([
      'il fait référence à un fichier ou une adresse hors de lui-même',
    ]);
    expect(svgProblems(drawing('<style>rect{fill:u\\72 l(//pixel.example/p)}</style>'))).toEqual([
      'il fait référence à un fichier ou une adresse hors de lui-même',
    ]);
    expect(svgProblems(drawing('<style>@\\69mport "x.css";</style>'))).toEqual([
      'il importe une feuille de style',
    ]);
    // A link whose address an animation would change: nothing checks where it would lead.
    expect(
      svgProblems(drawing('<a href="#a"><animate attributeName="xlink:href" values="#b"/></a>')),
    ).toEqual(['il change l’adresse d’un lien par une animation']);
    // What only draws still passes, written either way.
    expect(
      svgProblems(drawing('<s:rect fill="u&#x72;l(#a)"/><text>L&#8217;ancre &amp; la &#xE9;toile</text>')),
    ).toEqual([]);
  });

  it('reads the size of a picture from its header, and refuses one over 50 million pixels', () => {
    expect(imageSize(png(1600, 1200), 'png')).toEqual({ width: 1600, height: 1200 });
    expect(mediaFileProblems('photo.png', png(1600, 1200))).toEqual([]);
    expect(mediaFileProblems('immense.png', png(16000, 16000))).toEqual([
      'cette image fait 16000 × 16000 pixels, au-delà de 50 millions de pixels',
    ]);
    expect(mediaFileProblems('photo.jpg', png(10, 10))).toEqual([
      'son nom ne dit pas ce qu’il est (une image PNG)',
    ]);
  });

  it('refuses a document that carries code, and keeps a plain one', () => {
    expect(mediaFileProblems('article.pdf', bytes('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj'))).toEqual(
      [],
    );
    expect(
      mediaFileProblems(
        'article.pdf',
        bytes('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj'),
      ),
    ).toEqual(['ce document est refusé : il contient du code (JavaScript)']);
  });

  it('says what to do with a photograph or a document of a format the site does not publish', () => {
    const advised = (head: Uint8Array) => mediaFileProblems('fichier', head)[0]!.split(/\s;\s/)[1];
    // An iPhone's photograph (HEIF, brand heic), and AVIF: an ISO media file's ftyp box.
    expect(advised(bytes('\0\0\0\x18ftypheic\0\0\0\0'))).toMatch(/^c’est une photo HEIC.*JPEG/);
    expect(advised(bytes('\0\0\0\x1cftypavif\0\0\0\0'))).toMatch(/^c’est une image AVIF/);
    expect(advised(bytes('GIF89a\x01\0\x01\0'))).toMatch(/^c’est une image GIF.*PNG$/);
    expect(advised(new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]))).toMatch(/^c’est une image TIFF/);
    expect(advised(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0]))).toMatch(/en PDF$/);
    // Anything else: the refusal alone.
    expect(mediaFileProblems('page.html', bytes('<!DOCTYPE html><html>'))).toEqual([
      'ce fichier n’est ni une image (SVG, JPEG, PNG, WebP) ni un PDF\u00a0: il ne peut pas être publié',
    ]);
  });
});
