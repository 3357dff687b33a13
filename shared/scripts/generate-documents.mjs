// Generates the PDF article of every news item into content/media (pdf-lib, standard fonts).
// Run: node scripts/generate-documents.mjs (from shared/). Deterministic: fixed dates, no random ids.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { assetsRoot, newsArticles, newsItems, packageRoot, themes } from './lib/read-data.mjs';

const A4 = [595.28, 841.89];
const MARGIN = 60;
const NAVY = rgb(0.08, 0.13, 0.24);
const GOLD = rgb(0.79, 0.64, 0.15);
const INK = rgb(0.12, 0.12, 0.14);
const GREY = rgb(0.35, 0.35, 0.4);

/** The French month names of @mtdm/shared/news (one list). */
const MONTHS = JSON.parse(readFileSync(join(packageRoot, 'src/news/french-months.json'), 'utf8'));
function parseDate(text) {
  const [day, month, year] = text.replace('1er', '1').split(' ');
  return new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day), 9));
}

function practicalParagraphs(item) {
  if (item.conference) {
    return [
      `La conférence a lieu le ${item.date} à 18 heures, à l’auditorium du centre d’archives, à côté du musée. L’entrée est libre et gratuite, dans la limite des places disponibles ; les adhérents de l’association sont accueillis en priorité.`,
      'La conférence dure environ une heure et quart et se termine par un temps de questions. Les personnes qui ne pourront pas se déplacer retrouveront ce document sur le site du musée, dans la rubrique des conférences.',
    ];
  }
  if (item.category === 'musee') {
    return [
      'Le musée est ouvert du mardi au dimanche, de 10 heures à 18 heures. Il est fermé le lundi et de Noël au jour de l’An. L’entrée est gratuite.',
      'Les groupes d’au moins dix personnes peuvent demander une visite guidée à l’aide du formulaire prévu à cet effet sur le site. Pour toute question, l’accueil du musée répond par téléphone aux heures d’ouverture.',
    ];
  }
  return [
    `Rendez-vous le ${item.date}. Les adhérents recevront une convocation ou un rappel par courrier électronique quelques jours avant la date.`,
    'Pour toute question, l’association peut être contactée grâce au formulaire de contact du site. Les personnes qui souhaitent rejoindre l’association peuvent adhérer en ligne, depuis la page Devenir adhérent.',
  ];
}

/**
 * The text as the PDF's standard fonts can write it (WinAnsi): the narrow no-break space they lack
 * becomes a no-break space, so a « ? » or a « 9 000 » still never breaks across two lines.
 */
const winAnsi = (text) => text.replace(/\u202f/g, '\u00a0');

class Writer {
  constructor(doc, fonts, item) {
    this.doc = doc;
    this.fonts = fonts;
    this.item = item;
    this.pages = [];
  }

  newPage() {
    const page = this.doc.addPage(A4);
    this.pages.push(page);
    page.drawRectangle({ x: 0, y: A4[1] - 70, width: A4[0], height: 70, color: NAVY });
    page.drawRectangle({ x: 0, y: A4[1] - 74, width: A4[0], height: 4, color: GOLD });
    page.drawText('Musée des Troupes de Marine – Fréjus', {
      x: MARGIN,
      y: A4[1] - 42,
      size: 14,
      font: this.fonts.bold,
      color: rgb(1, 1, 1),
    });
    const kind = this.item.conference
      ? 'Conférence'
      : this.item.category === 'musee'
        ? 'Actualité du musée'
        : 'Actualité de l’association';
    page.drawText(kind, { x: MARGIN, y: A4[1] - 60, size: 10, font: this.fonts.regular, color: GOLD });
    this.page = page;
    this.y = A4[1] - 120;
  }

  ensure(height) {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  lines(text, font, size) {
    const width = A4[0] - 2 * MARGIN;
    const lines = [];
    let line = '';
    // Plain spaces only: a no-break space holds its two words on one line.
    for (const word of winAnsi(text).split(/[ \t\n]+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  paragraph(text, { font = this.fonts.regular, size = 11.5, color = INK, gap = 10 } = {}) {
    const leading = size * 1.45;
    for (const line of this.lines(text, font, size)) {
      this.ensure(leading);
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
      this.y -= leading;
    }
    this.y -= gap;
  }

  heading(text) {
    this.ensure(60);
    this.y -= 6;
    this.paragraph(text, { font: this.fonts.bold, size: 15, color: NAVY, gap: 6 });
  }

  footers() {
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN, y: 52 },
        end: { x: A4[0] - MARGIN, y: 52 },
        thickness: 0.5,
        color: GREY,
      });
      const title = winAnsi(this.item.title);
      page.drawText(title.length > 80 ? `${title.slice(0, 79)}…` : title, {
        x: MARGIN,
        y: 36,
        size: 8.5,
        font: this.fonts.regular,
        color: GREY,
      });
      const label = `Page ${index + 1} / ${this.pages.length}`;
      page.drawText(label, {
        x: A4[0] - MARGIN - this.fonts.regular.widthOfTextAtSize(label, 8.5),
        y: 36,
        size: 8.5,
        font: this.fonts.regular,
        color: GREY,
      });
    });
  }
}

async function buildPdf(item) {
  const article = newsArticles[String(item.id)];
  if (!article) throw new Error(`Pas de texte pour l’actualité ${item.id}`);
  const theme = themes[article.theme];
  if (!theme) throw new Error(`Thème inconnu : ${article.theme}`);
  const doc = await PDFDocument.create();
  const date = parseDate(item.date);
  doc.setTitle(item.title, { showInWindowTitleBar: true });
  doc.setAuthor(
    item.category === 'musee'
      ? 'Musée des Troupes de Marine'
      : 'Association des amis du Musée des Troupes de Marine',
  );
  doc.setSubject(item.description);
  doc.setLanguage('fr-FR');
  doc.setCreator('generate-documents.mjs');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const writer = new Writer(doc, fonts, item);

  writer.newPage();
  writer.paragraph(item.title, { font: fonts.bold, size: 22, color: NAVY, gap: 4 });
  writer.paragraph(item.date, { font: fonts.bold, size: 12, color: GOLD, gap: 14 });
  writer.paragraph(item.description, { font: fonts.italic, size: 12.5, color: GREY, gap: 16 });
  for (const paragraph of article.paragraphs) writer.paragraph(paragraph);

  writer.newPage();
  writer.heading(`Pour aller plus loin : ${theme.heading.charAt(0).toLowerCase()}${theme.heading.slice(1)}`);
  for (const paragraph of theme.paragraphs) writer.paragraph(paragraph);
  writer.heading('Ressources du musée');
  for (const paragraph of themes.archives.paragraphs) writer.paragraph(paragraph);

  writer.newPage();
  writer.heading('Informations pratiques');
  for (const paragraph of practicalParagraphs(item)) writer.paragraph(paragraph);
  const about = item.category === 'musee' ? themes.museum : themes.association;
  writer.heading(about.heading);
  for (const paragraph of about.paragraphs) writer.paragraph(paragraph);

  writer.footers();
  return doc.save();
}

for (const item of newsItems) {
  const target = join(assetsRoot, item.pdfPath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, await buildPdf(item));
}
console.log(`documents: ${newsItems.length} articles PDF`);
