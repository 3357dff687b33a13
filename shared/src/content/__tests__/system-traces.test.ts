// What a volunteer's computer leaves in the content folder, unseen, is passed over by the check: a
// file of theirs that the site cannot publish is still refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContentFolder, readContentFolder, removeSystemTraces } from '../files';
import { isSystemTrace } from '../system-traces';

const contentRoot = path.join(__dirname, '..', '..', '..', '..', 'content');
const TRACES = [
  '.DS_Store',
  'news/.DS_Store',
  'news/._28-armee-d-orient.json',
  'media/images/._visuel.png',
  'media/Thumbs.db',
  'products/desktop.ini',
  '__MACOSX/news/._01-bazeilles-derniere-cartouche.json',
];
let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-traces-'));
  fs.cpSync(contentRoot, folder, { recursive: true, dereference: true });
  for (const trace of TRACES) {
    fs.mkdirSync(path.dirname(path.join(folder, trace)), { recursive: true });
    // The Finder's ._ files hold binary resource forks: no JSON, no image.
    fs.writeFileSync(path.join(folder, trace), Buffer.from([0, 5, 22, 7, 0, 2, 0, 0]));
  }
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

it('knows the traces of the Finder, of Windows and of KDE, and nothing of the content', () => {
  for (const trace of [...TRACES, 'media/THUMBS.DB', 'news/.directory'])
    expect([trace, isSystemTrace(trace)]).toEqual([trace, true]);
  for (const file of ['news/01-bazeilles.json', 'media/images/_visuel.png', '.gitkeep', 'media/._'])
    expect([file, isSystemTrace(file)]).toEqual([file, false]);
});

it('checks and reads a folder with them as the same content', () => {
  expect(checkContentFolder(folder)).toEqual([]);
  const clean = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-clean-'));
  try {
    fs.cpSync(contentRoot, clean, { recursive: true, dereference: true });
    expect(readContentFolder(folder)).toEqual(readContentFolder(clean));
  } finally {
    fs.rmSync(clean, { recursive: true, force: true });
  }
});

it('still refuses a file of the volunteer’s that is no content', () => {
  fs.writeFileSync(path.join(folder, 'news', 'notes.txt'), 'à relire');
  expect(checkContentFolder(folder).map(({ file }) => file)).toEqual(['content/news/notes.txt']);
});

it('says what to do with a phone’s photograph dropped among the media, and to remove anything else', () => {
  fs.writeFileSync(path.join(folder, 'media', 'images', 'IMG_0001.HEIC'), '\0\0\0\x18ftypheic\0\0\0\0');
  fs.writeFileSync(path.join(folder, 'media', 'images', 'page.html'), '<!DOCTYPE html><html>');
  const messages = Object.fromEntries(checkContentFolder(folder).map(({ file, message }) => [file, message]));
  expect(messages['content/media/images/IMG_0001.HEIC']).toMatch(/photo HEIC.*déposez le JPEG à sa place$/);
  expect(messages['content/media/images/page.html']).toMatch(/ne peut pas être publié, retirez-le$/);
});

it('are removed from a folder about to be published, and nothing else', () => {
  const before = fs.readdirSync(contentRoot, { recursive: true }).length;
  removeSystemTraces(folder);
  for (const trace of TRACES)
    expect([trace, fs.existsSync(path.join(folder, trace))]).toEqual([trace, false]);
  expect(fs.readdirSync(folder, { recursive: true })).toHaveLength(before);
});
