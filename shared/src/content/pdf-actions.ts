// What a PDF may not carry to be published or kept: code, actions that start a program or send data,
// files and media inside it, or a protection that hides its content from this check. Its objects are
// read as a viewer reads them: names with their `#xx` escapes resolved, and the compressed streams
// (where a modern PDF keeps most of its objects) inflated first: at once (pdfProblems, a content
// release), or in zlib's own threads (pdfProblemsInTheBackground, a visitor's upload), so that a
// crafted file holds no request of anyone else's. Node only.
import { constants, inflate, inflateSync, type ZlibOptions } from 'node:zlib';

/** The names that carry each kind of danger, and how each is said. */
const DANGERS: readonly { readonly names: readonly string[]; readonly problem: string }[] = [
  { names: ['JavaScript', 'JS'], problem: 'il contient du code (JavaScript)' },
  {
    names: ['Launch', 'GoToE', 'SubmitForm', 'ImportData'],
    problem: 'il contient une action qui lance un programme, ouvre un fichier joint ou envoie des données',
  },
  {
    names: ['EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'],
    problem: 'il transporte des fichiers, des médias ou des formulaires intégrés',
  },
  { names: ['Encrypt'], problem: 'il est protégé (chiffré) : son contenu ne peut pas être vérifié' },
];

const UNREADABLE = 'un de ses contenus compressés ne peut pas être lu';
const TOO_LARGE = 'ses contenus compressés sont trop volumineux pour être vérifiés';

/** All a check inflates of one PDF, at most: far beyond a text's or a drawing's streams. */
const INFLATE_BUDGET = 128 * 1024 * 1024;

/** A name as the viewer reads it: `/J#61vaScript` is `/JavaScript`. */
const namesIn = (text: string) =>
  [...text.matchAll(/\/((?:[^\s/<>[\]()%{}#]|#[0-9A-Fa-f]{2})+)/g)].map((match) =>
    match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/** A stream that holds pixels or a font's outlines: binary, no object inside, not inflated. */
const holdsNoObject = (dictionaryNames: readonly string[]) =>
  !dictionaryNames.includes('ObjStm') &&
  (dictionaryNames.includes('Image') ||
    dictionaryNames.includes('XRef') ||
    dictionaryNames.some((name) => /^Length[123]$/.test(name)) ||
    dictionaryNames.some((name) => ['Type1C', 'CIDFontType0C', 'OpenType'].includes(name)));

interface Stream {
  /** Its dictionary's names. */
  readonly names: readonly string[];
  readonly data: Buffer;
  /** Where its data lies in the file. */
  readonly start: number;
  readonly end: number;
  /** Whether the data's bounds come from the dictionary's own length (else from the next `endstream`). */
  readonly measured: boolean;
}

/** How far before its `stream` keyword a stream's dictionary is looked for. */
const DICTIONARY_REACH = 64 * 1024;

/**
 * Each stream of the file, with the names of the dictionary before it, read in one pass: the next
 * keyword is looked for after the data of the one before (bytes inside a stream are no keyword), and a
 * dictionary between the two, so that no byte is read twice however the file is made.
 */
function streamsOf(bytes: Buffer, text: string): Stream[] {
  const streams: Stream[] = [];
  const keyword = /\bstream(?:\r\n|\n|\r)/g;
  let previousEnd = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const before = text.slice(Math.max(previousEnd, match.index - DICTIONARY_REACH), match.index);
    const dictionary = before.slice(Math.max(0, before.lastIndexOf(' obj')));
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const declaredEnd = length ? start + Number(length[1]) : -1;
    const measured = declaredEnd >= start && /^\s*endstream/.test(text.slice(declaredEnd, declaredEnd + 20));
    const found = measured ? declaredEnd : text.indexOf('endstream', start);
    const end = found < 0 ? bytes.length : found;
    streams.push({ names: namesIn(dictionary), data: bytes.subarray(start, end), start, end, measured });
    previousEnd = end;
    keyword.lastIndex = Math.max(keyword.lastIndex, end);
  }
  return streams;
}

/** A stream the reading asks to be inflated, no further than the budget it has left. */
interface InflateRequest {
  readonly data: Buffer;
  readonly options: ZlibOptions & { readonly maxOutputLength: number };
}

/** What came of inflating one stream: its bytes, or why not. */
type Inflated = { readonly bytes: Buffer } | { readonly failure: string };

const failureOf = (error: unknown): Inflated => ({
  failure: (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? TOO_LARGE : UNREADABLE,
});

/**
 * Reads one PDF, asking (by `yield`) for each stream of objects to be inflated, and returns what it
 * carries that it may not: the one reading both ways of inflating share.
 */
function* readPdf(content: Uint8Array): Generator<InflateRequest, string[], Inflated> {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const text = bytes.toString('latin1');
  const streams = streamsOf(bytes, text);
  // The names written between the streams: a stream's bytes are its own (a picture's could spell `/JS`).
  const names = new Set(
    [...streams, { start: text.length, end: text.length }].flatMap((stream, index) =>
      namesIn(text.slice(index === 0 ? 0 : streams[index - 1]!.end, stream.start)),
    ),
  );
  const problems = new Set<string>();
  let budget = INFLATE_BUDGET;
  for (const stream of streams) {
    const filters = stream.names.filter((name) => name.endsWith('Decode'));
    if (filters.length === 0 || holdsNoObject(stream.names)) continue;
    if (filters.some((filter) => filter !== 'FlateDecode')) {
      // A stream of objects must be readable here; another compressed stream is a picture or a text.
      if (stream.names.includes('ObjStm')) problems.add(UNREADABLE);
      continue;
    }
    const inflated = yield {
      data: stream.data,
      options: {
        maxOutputLength: budget,
        // Bounds given by the file's own length: read as a viewer would, a missing checksum forgiven.
        ...(stream.measured ? { finishFlush: constants.Z_SYNC_FLUSH } : {}),
      },
    };
    if ('failure' in inflated) problems.add(inflated.failure);
    else {
      budget -= inflated.bytes.length;
      for (const name of namesIn(inflated.bytes.toString('latin1'))) names.add(name);
    }
    if (budget <= 0) problems.add(TOO_LARGE);
  }
  return [
    ...DANGERS.filter((danger) => danger.names.some((name) => names.has(name))).map(
      (danger) => danger.problem,
    ),
    ...problems,
  ];
}

/** What one PDF carries that it may not, each said in French (none: it may be published or kept). */
export function pdfProblems(content: Uint8Array): string[] {
  const reading = readPdf(content);
  let step = reading.next();
  while (!step.done) {
    let inflated: Inflated;
    try {
      inflated = { bytes: inflateSync(step.value.data, step.value.options) };
    } catch (error) {
      inflated = failureOf(error);
    }
    step = reading.next(inflated);
  }
  return step.value;
}

const inflateInTheBackground = (request: InflateRequest) =>
  new Promise<Inflated>((resolve) =>
    inflate(request.data, request.options, (error, bytes) => resolve(error ? failureOf(error) : { bytes })),
  );

/**
 * The same reading, each stream inflated in zlib's threads: the server keeps answering others while a
 * visitor's file, which may be made to inflate to the budget, is read.
 */
export async function pdfProblemsInTheBackground(content: Uint8Array): Promise<string[]> {
  const reading = readPdf(content);
  let step = reading.next();
  while (!step.done) step = reading.next(await inflateInTheBackground(step.value));
  return step.value;
}
