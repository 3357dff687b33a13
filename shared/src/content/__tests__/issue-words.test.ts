// A content file that breaks a field's bounds or type is refused in French, the field's own sentence
// first: a copy of the repository's content, spoiled one field at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContentFolder, readContentFolder } from '../files';

const contentRoot = path.join(__dirname, '..', '..', '..', '..', 'content');
let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-words-'));
  fs.cpSync(contentRoot, folder, { recursive: true, dereference: true });
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The problems of the copy with one entry's fields changed, by field. */
function problemsWith(file: string, fields: Record<string, unknown>): Record<string, string> {
  const entry = path.join(folder, file);
  const original = fs.readFileSync(entry, 'utf8');
  fs.writeFileSync(entry, JSON.stringify({ ...JSON.parse(original), ...fields }));
  try {
    return Object.fromEntries(checkContentFolder(folder).map((problem) => [problem.field, problem.message]));
  } finally {
    fs.writeFileSync(entry, original);
  }
}

describe('the content check’s words', () => {
  it('names the bound a number passed', () => {
    expect(problemsWith('news/28-armee-d-orient.json', { seats: 0 })).toEqual({
      seats: 'un nombre supérieur ou égal à 1 est attendu',
    });
    expect(problemsWith('news/28-armee-d-orient.json', { seats: 5000 })).toEqual({
      seats: 'un nombre inférieur ou égal à 2000 est attendu',
    });
    expect(problemsWith('practical.json', { latitude: 143 })).toEqual({
      latitude: 'un nombre inférieur ou égal à 90 est attendu',
    });
  });

  it('names the type a field expects', () => {
    expect(problemsWith('news/28-armee-d-orient.json', { seats: 'beaucoup' })).toEqual({
      seats: 'un nombre est attendu',
    });
    expect(problemsWith('practical.json', { longitude: [6.7] })).toEqual({
      longitude: 'un nombre est attendu',
    });
  });

  it('keeps the sentence a field writes for itself', () => {
    expect(problemsWith('news/28-armee-d-orient.json', { seats: 2.5 })).toEqual({
      seats: 'un nombre entier de places est attendu',
    });
    expect(problemsWith('products/01-casquette-ancre-d-or.json', { price: 'dix-huit' })).toEqual({
      price: expect.stringContaining('un prix en euros est attendu'),
    });
  });

  it('leaves no English in what it says of any field of the repository’s content', () => {
    const spoiled = [
      problemsWith('news/28-armee-d-orient.json', { seats: -1, title: 7, category: 'autre' }),
      problemsWith('practical.json', { latitude: 'nord', longitude: -400 }),
      problemsWith('association.json', { name: 12 }),
    ].flatMap((problems) => Object.values(problems));
    expect(spoiled.length).toBeGreaterThan(4);
    for (const message of spoiled) expect(message).not.toMatch(/expected|Invalid|Too (big|small)|received/);
  });
});

describe('a medium an entry names', () => {
  const entry = 'news/01-bazeilles-derniere-cartouche.json';

  it('is a file: a name of a folder is refused in French, never read', () => {
    for (const image of ['images/news/..', 'images/news/.', 'images/news/.cache'])
      expect([image, problemsWith(entry, { image })]).toEqual([
        image,
        { image: 'un fichier du dossier images/news est attendu' },
      ]);
    const subfolder = path.join(folder, 'media', 'images', 'news', 'dossier.svg');
    fs.mkdirSync(subfolder);
    try {
      expect(problemsWith(entry, { image: 'images/news/dossier.svg' })).toEqual({
        image: 'le fichier images/news/dossier.svg manque dans content/media',
      });
    } finally {
      fs.rmSync(subfolder, { recursive: true });
    }
  });

  it('stays inside the media folder: a link leading out of it is refused', () => {
    const outside = path.join(path.dirname(folder), `${path.basename(folder)}-ailleurs.svg`);
    const link = path.join(folder, 'media', 'images', 'news', 'lien.svg');
    fs.writeFileSync(outside, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.symlinkSync(outside, link);
    try {
      expect(problemsWith(entry, { image: 'images/news/lien.svg' })).toEqual({
        image: 'le fichier images/news/lien.svg n’est pas dans content/media',
      });
    } finally {
      fs.rmSync(link);
      fs.rmSync(outside);
    }
  });
});

describe('an entry’s file name', () => {
  it('is one an address can carry: lower-case letters without accents, digits and hyphens', () => {
    const copies = ['news/Été 2024 !.json', 'products/05-Mug_Bleu.json', 'archives/11-carnet.tonkin.json'];
    for (const copy of copies)
      fs.copyFileSync(
        path.join(folder, 'news', '01-bazeilles-derniere-cartouche.json'),
        path.join(folder, copy),
      );
    try {
      const refused = checkContentFolder(folder).filter(({ message }) =>
        message.startsWith('ce nom de fichier'),
      );
      expect(refused.map(({ file }) => file).sort()).toEqual(copies.map((copy) => `content/${copy}`).sort());
      expect(refused[0]!.message).toBe(
        'ce nom de fichier ne peut pas servir d’adresse\u00a0: des minuscules sans accent, des chiffres et des tirets sont attendus (par exemple 2026-12-17-assemblee-generale.json)',
      );
    } finally {
      for (const copy of copies) fs.rmSync(path.join(folder, copy));
    }
  });
});

describe('an entry that is no readable JSON', () => {
  it('says where the reading stopped, in French', () => {
    const entry = path.join(folder, 'archives', '99-illisible.json');
    const cases = [
      [
        '{\n  "title": "Carnet"\n  "date": "1885"\n}',
        'le fichier n’est pas du JSON lisible (ligne 3, colonne 3)',
      ],
      ['{ "title": ', 'le fichier n’est pas du JSON lisible (il s’arrête avant la fin)'],
      ['Carnet', 'le fichier n’est pas du JSON lisible'],
    ];
    try {
      for (const [text, message] of cases) {
        fs.writeFileSync(entry, text!);
        const problem = checkContentFolder(folder).find(({ file }) => file.endsWith('99-illisible.json'));
        expect([text, problem?.message]).toEqual([text, message]);
      }
    } finally {
      fs.rmSync(entry);
    }
  });
});

describe('an entry saved with a byte-order mark', () => {
  it('is read as the same entry: the mark, invisible in an editor, is passed over', () => {
    const entries = ['news/28-armee-d-orient.json', 'association.json'].map((file) =>
      path.join(folder, file),
    );
    const originals = entries.map((entry) => fs.readFileSync(entry, 'utf8'));
    const before = readContentFolder(folder);
    try {
      entries.forEach((entry, index) => fs.writeFileSync(entry, `\uFEFF${originals[index]}`));
      expect(checkContentFolder(folder)).toEqual([]);
      expect(readContentFolder(folder)).toEqual(before);
    } finally {
      entries.forEach((entry, index) => fs.writeFileSync(entry, originals[index]!));
    }
  });
});
