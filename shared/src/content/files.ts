// The content folder on disk (Node only): read it, check it, and say every problem with its file, its
// entry and its field, in French. Read by the content check (npm test, the content pipeline), the
// server's verification of a content release, the pre-rendering and the api's catalogue.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { contentCollections, type ContentCollection } from './schemas';
import type { SiteContent } from './types';
import { mediaFileProblems, mediaKindOf, notPublishable } from './media-files';
import { isPhotograph } from './photographs';
import { contentIssueWords } from './issue-words';
import { ITEM_NAME } from '../routing/item-addresses';
import { isSystemTrace } from './system-traces';

export { isSystemTrace };

/** content/media/: the images and PDFs the entries name. */
const MEDIA_FOLDER = 'media';
/** What a folder's entry whose file name could not be an address is told. */
const ENTRY_FILE_NAME =
  'ce nom de fichier ne peut pas servir d’adresse : des minuscules sans accent, des chiffres et des tirets sont attendus (par exemple 2026-12-17-assemblee-generale.json)';

/** What each kind of media may weigh: pages stay light, PDFs readable on a phone. */
const MEDIA_BUDGETS = { image: 300 * 1024, photograph: 2 * 1024 * 1024, file: 5 * 1024 * 1024 } as const;

export interface ContentProblem {
  /** content/<…>, from the content folder's parent. */
  readonly file: string;
  /** The entry's title or name, or its file name. */
  readonly entry: string;
  /** The field, or '—' when the whole file is at fault. */
  readonly field: string;
  readonly message: string;
}

export const formatProblem = (problem: ContentProblem) =>
  `${problem.file}, entrée « ${problem.entry} », champ « ${problem.field} » : ${problem.message}.`;

/** The order of entries is their file names' (a numeric prefix orders them); the id drops that prefix. */
const idOf = (name: string, collection: ContentCollection) =>
  collection === 'news' ? name : name.replace(/^\d+-/, '');

interface RawEntry {
  readonly file: string;
  readonly id: string;
  readonly text: string;
}

/**
 * A content file's text. A byte-order mark before it is passed over, as JSON allows a reader to: some
 * editors (Windows' Notepad before 2019) write one, invisible to the volunteer whose file it would fail.
 */
const entryText = (file: string) => fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');

function rawEntries(dir: string, collection: ContentCollection): RawEntry[] {
  const description = contentCollections[collection];
  if (description.kind === 'file') {
    const file = path.join(dir, description.file);
    return fs.existsSync(file) ? [{ file, id: collection, text: entryText(file) }] : [];
  }
  const folder = path.join(dir, description.folder);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json') && !isSystemTrace(name))
    .sort()
    .map((name) => ({
      file: path.join(folder, name),
      id: idOf(name.replace(/\.json$/, ''), collection),
      text: entryText(path.join(folder, name)),
    }));
}

/**
 * Where the JSON reader stopped, told in French from its message: « (ligne 3, colonne 1) », « (il
 * s’arrête avant la fin) », or nothing when it names no place.
 */
function whereJsonStops(message: string): string {
  const place = /\(line (\d+) column (\d+)\)/.exec(message);
  if (place) return ` (ligne ${place[1]}, colonne ${place[2]})`;
  return /end of JSON input/.test(message) ? ' (il s’arrête avant la fin)' : '';
}

/** What the entry holds at `path` (undefined when the field is absent). */
const valueAt = (value: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (inner, key) =>
      inner !== null && typeof inner === 'object' ? (inner as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

/** A zod issue in the words of the editors (`value`: the entry as written). */
function messageOf(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type' && valueAt(value, issue.path) === undefined)
    return 'ce champ obligatoire manque';
  if (issue.code === 'unrecognized_keys') return `champ inconnu (${issue.keys.join(', ')})`;
  return issue.message;
}

/** The media an entry names, by field: { image: 'images/news/x.svg' }. */
function namedMedia(value: Record<string, unknown>, shape: Record<string, z.ZodType>): [string, string][] {
  return Object.entries(shape).flatMap(([field, schema]): [string, string][] => {
    const widget = (schema.meta() as { widget?: string } | undefined)?.widget;
    return (widget === 'image' || widget === 'file') && typeof value[field] === 'string'
      ? [[field, value[field] as string]]
      : [];
  });
}

/**
 * The file a medium's name leads to in `dir`'s media folder: 'outside' when the name, or a link on its
 * way, leads out of that folder; 'missing' when nothing is there or no file (a folder).
 */
function mediaFileAt(dir: string, named: string): string | 'outside' | 'missing' {
  const folder = path.resolve(dir, MEDIA_FOLDER);
  const file = path.join(folder, named);
  if (!file.startsWith(folder + path.sep)) return 'outside';
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return 'missing';
  return fs.realpathSync(file).startsWith(fs.realpathSync(folder) + path.sep) ? file : 'outside';
}

function mediaProblems(
  dir: string,
  value: Record<string, unknown>,
  shape: Record<string, z.ZodType>,
  report: (field: string, message: string) => void,
) {
  for (const [field, named] of namedMedia(value, shape)) {
    const widget = (shape[field]!.meta() as { widget?: string }).widget as 'image' | 'file';
    const file = mediaFileAt(dir, named);
    if (file === 'outside') {
      report(field, `le fichier ${named} n’est pas dans content/${MEDIA_FOLDER}`);
      continue;
    }
    if (file === 'missing') {
      report(field, `le fichier ${named} manque dans content/${MEDIA_FOLDER}`);
      continue;
    }
    const budget = MEDIA_BUDGETS[widget === 'image' && isPhotograph(file) ? 'photograph' : widget];
    const size = fs.statSync(file).size;
    if (size > budget) {
      report(
        field,
        `le fichier pèse ${Math.ceil(size / 1024)} Ko, au-delà de ${Math.round(budget / 1024)} Ko`,
      );
      continue;
    }
    for (const problem of mediaFileProblems(named, fs.readFileSync(file)))
      report(field, `le fichier ${named} : ${problem}`);
  }
}

/**
 * Every file under `folder`, as relative paths with '/' (links, special files and what a file manager
 * leaves behind, system-traces.ts, left out).
 */
function filesUnder(folder: string, prefix = ''): string[] {
  if (!fs.existsSync(path.join(folder, prefix))) return [];
  return fs.readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    if (isSystemTrace(entry.name)) return [];
    if (entry.isDirectory()) return filesUnder(folder, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Every media file an entry of `dir` names ('images/news/x.svg'), whether it exists or not. */
function allNamedMedia(dir: string): Set<string> {
  const named = new Set<string>();
  for (const collection of Object.keys(contentCollections) as ContentCollection[]) {
    const { schema } = contentCollections[collection];
    for (const entry of rawEntries(dir, collection)) {
      try {
        for (const [, file] of namedMedia(JSON.parse(entry.text) as Record<string, unknown>, schema.shape))
          named.add(path.posix.normalize(file));
      } catch {
        // An unreadable entry is reported by the check.
      }
    }
  }
  return named;
}

/**
 * The media no entry names: a release leaves them out (an editor's replaced picture, a forgotten
 * upload). Only files of the kinds the site publishes, found by their bytes.
 */
export function unnamedMedia(dir: string): string[] {
  const named = allNamedMedia(dir);
  return filesUnder(path.join(dir, MEDIA_FOLDER)).filter(
    (file) => !named.has(file) && mediaKindOf(fs.readFileSync(path.join(dir, MEDIA_FOLDER, file))) !== null,
  );
}

/** Removes from a folder about to be published what file managers left in it (system-traces.ts). */
export function removeSystemTraces(dir: string, prefix = ''): void {
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (isSystemTrace(entry.name)) fs.rmSync(path.join(dir, relative), { recursive: true, force: true });
    else if (entry.isDirectory()) removeSystemTraces(dir, relative);
  }
}

/** The collections' own files: each collection's file, or the JSON files of its folder. */
function isCollectionFile(relative: string): boolean {
  return Object.values(contentCollections).some((description) =>
    description.kind === 'file'
      ? relative === description.file
      : path.posix.dirname(relative) === description.folder && relative.endsWith('.json'),
  );
}

/**
 * Files that are neither a collection's nor a medium the site publishes (a page, a script, anything
 * else): a content release may carry nothing else.
 */
function strayFiles(dir: string): ContentProblem[] {
  return filesUnder(dir).flatMap((relative) => {
    if (isCollectionFile(relative)) return [];
    const inMedia = relative.startsWith(`${MEDIA_FOLDER}/`);
    const bytes = inMedia ? fs.readFileSync(path.join(dir, relative)) : null;
    if (bytes && mediaKindOf(bytes) !== null) return [];
    return [
      {
        file: `content/${relative}`,
        entry: '—',
        field: '—',
        message: bytes
          ? notPublishable(bytes, ', retirez-le')
          : 'ce fichier n’appartient à aucune collection du contenu : retirez-le',
      },
    ];
  });
}

/** Every problem of the content folder `dir` (none: it can be published). */
export function checkContentFolder(dir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.join('content', path.relative(dir, file));
  for (const collection of Object.keys(contentCollections) as ContentCollection[]) {
    const description = contentCollections[collection];
    const entries = rawEntries(dir, collection);
    if (description.kind === 'file' && entries.length === 0)
      problems.push({
        file: `content/${description.file}`,
        entry: description.label,
        field: '—',
        message: 'le fichier manque',
      });
    const names = new Map<string, string>();
    for (const entry of entries) {
      let value: unknown;
      const name = () =>
        (value as { title?: string; name?: string } | undefined)?.title ??
        (value as { name?: string } | undefined)?.name ??
        entry.id;
      const report = (field: string, message: string) =>
        problems.push({ file: relative(entry.file), entry: name(), field, message });
      // A folder's entry is known by its file's name: in an item's address, an anchor, the search.
      if (description.kind === 'folder' && !ITEM_NAME.test(path.basename(entry.file, '.json'))) {
        report('—', ENTRY_FILE_NAME);
        continue;
      }
      try {
        value = JSON.parse(entry.text);
      } catch (error) {
        report('—', `le fichier n’est pas du JSON lisible${whereJsonStops((error as Error).message)}`);
        continue;
      }
      const parsed = description.schema.safeParse(value, { error: contentIssueWords });
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          report(issue.path.length > 0 ? issue.path.join('.') : '—', messageOf(issue, value));
        continue;
      }
      mediaProblems(dir, parsed.data as Record<string, unknown>, description.schema.shape, report);
      // The cart matches its lines by product name: two products may not share one.
      if (collection === 'products') {
        const productName = (parsed.data as { name: string }).name;
        const other = names.get(productName);
        if (other) report('name', `le même nom que ${other}`);
        names.set(productName, relative(entry.file));
      }
    }
  }
  return [...problems, ...strayFiles(dir)];
}

/** The content of `dir`, checked: throws with every problem when it has any. */
export function readContentFolder(dir: string): SiteContent {
  const problems = checkContentFolder(dir);
  if (problems.length > 0) throw new Error(problems.map(formatProblem).join('\n'));
  const collection = (name: ContentCollection) =>
    rawEntries(dir, name).map((entry) => ({
      id: entry.id,
      ...contentCollections[name].schema.parse(JSON.parse(entry.text)),
    }));
  const single = (name: 'practical' | 'association') =>
    contentCollections[name].schema.parse(JSON.parse(rawEntries(dir, name)[0]!.text));
  return {
    news: collection('news') as unknown as SiteContent['news'],
    products: collection('products') as unknown as SiteContent['products'],
    archives: collection('archives') as unknown as SiteContent['archives'],
    exhibitions: collection('exhibitions') as unknown as SiteContent['exhibitions'],
    objects: collection('objects') as unknown as SiteContent['objects'],
    practical: single('practical') as SiteContent['practical'],
    association: single('association') as SiteContent['association'],
  };
}

/** A fingerprint of each collection's files (and of the media they name), to tell which changed. */
export function collectionFingerprints(dir: string): Record<ContentCollection, string> {
  const result = {} as Record<ContentCollection, string>;
  for (const name of Object.keys(contentCollections) as ContentCollection[]) {
    const hash = createHash('sha256');
    for (const entry of rawEntries(dir, name)) {
      hash.update(path.basename(entry.file)).update(entry.text);
      for (const match of entry.text.matchAll(/"((?:images|documents)\/[^"]+)"/g)) {
        const media = mediaFileAt(dir, match[1]!);
        if (media !== 'outside' && media !== 'missing') hash.update(fs.readFileSync(media));
      }
    }
    result[name] = hash.digest('hex').slice(0, 16);
  }
  return result;
}
