// Reads the served pages' text for the figures they state about the museum, the CHETOM and the
// association, and lists each statement that disagrees with shared/src/site/facts.json: a page that says
// "neuf conférences" for the association, "depuis 1962" for a name taken in 1961, or an area that
// "doubles" what it only adds to.
import { unescapeHtml } from '../../shared/src/site/escape-html.ts';

const NUMBER_WORDS = {
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
};

/**
 * The text a visitor reads in a page's main content: no scripts, no styles, no tags, entities decoded,
 * spaces made plain; each block (paragraph, item, heading, cell) ends with ¶, so no sentence runs across two.
 */
export function visibleText(html) {
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? html;
  return unescapeHtml(
    main
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(
        /<\/(p|li|h[1-6]|div|dt|dd|figcaption|caption|td|th|section|article|header|footer|nav|a|button|summary)>/gi,
        ' ¶ ',
      )
      .replace(/<[^>]+>/g, ' '),
  ).replace(/[\s\u00a0\u202f]+/g, ' ');
}

const sentencesOf = (text) => text.split(/(?<=[.!?;])\s+|\s*¶\s*/);

const numberOf = (written) => NUMBER_WORDS[written.toLowerCase()] ?? Number(written.replace(/\s/g, ''));

/** Figures, with the words that say what they count. */
const COUNTED = [
  {
    name: 'visiteurs par an',
    pattern: /(\d[\d ]*\d|\d) (?:visiteurs|personnes visitent)/g,
    value: (f) => f.museum.visitorsPerYear,
  },
  {
    name: 'membres de l’association',
    pattern: /(\d[\d ]*\d|\d) membres/g,
    value: (f) => f.association.members,
  },
  {
    name: 'objets exposés',
    pattern: /(\d[\d ]*\d|\d) (?:objets y sont exposés|sont aujourd’hui exposés|objets exposés)/g,
    value: (f) => f.museum.objectsOnDisplay,
  },
  {
    name: 'documents du CHETOM',
    pattern: /(\d[\d ]*\d|\d) documents/g,
    value: (f) => f.archiveCentre.documents,
  },
  {
    name: 'places de l’auditorium',
    pattern: /(\d[\d ]*\d|\d) places/g,
    value: (f) => f.archiveCentre.auditoriumSeats,
  },
];

/** Years, with the words that say what happened. */
const DATED = [
  {
    name: 'ouverture du musée',
    pattern: /(?:Ouvert en|ouvre ses portes à Fréjus en|à la tête du musée depuis) (\d{4})/g,
    value: (f) => f.museum.openedIn,
  },
  {
    name: 'appellation Musée de France',
    pattern: /Musée de France (?:en|depuis) (\d{4})|En (\d{4}), le musée reçoit l’appellation/g,
    value: (f) => f.museum.museeDeFranceSince,
  },
  {
    name: 'fondation de l’association',
    pattern: /[Ff]ondée en (\d{4})|Depuis (\d{4}), l’association/g,
    value: (f) => f.association.foundedIn,
  },
  {
    name: 'création du CHETOM',
    pattern: /Créé en (\d{4}), il recueille/g,
    value: (f) => f.archiveCentre.foundedIn,
  },
  {
    name: 'nom de troupes de marine',
    // The last era of the collections, "depuis 1961", is the one of that name.
    pattern: /(?:troupes de marine|Troupes de marine) (?:en|depuis) (\d{4})|^depuis (\d{4})$/g,
    value: (f) => f.history.troupesDeMarineNamedIn,
  },
];

/**
 * Every statement of the pages that disagrees with the facts: [{ page, fact, said, expected, sentence }].
 * pages: [{ name, text }] with text from visibleText.
 */
export function factDisagreements(pages, facts) {
  const found = [];
  const disagree = (page, fact, said, expected, sentence) =>
    found.push({ page, fact, said, expected, sentence: sentence.trim().slice(0, 200) });
  for (const { name: page, text } of pages) {
    for (const sentence of sentencesOf(text)) {
      for (const { name, pattern, value } of [...COUNTED, ...DATED]) {
        for (const match of sentence.matchAll(pattern)) {
          const written = match.slice(1).find((group) => group !== undefined);
          if (written !== undefined && numberOf(written) !== value(facts)) {
            disagree(page, name, written, value(facts), sentence);
          }
        }
      }
      for (const match of sentence.matchAll(
        /\b(\d+|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) conférences/gi,
      )) {
        const said = numberOf(match[1]);
        const chetom = /CHETOM|centre d’archives/.test(sentence);
        const expected = chetom
          ? facts.archiveCentre.conferencesPerYear
          : facts.association.conferencesPerYear;
        if (said !== expected)
          disagree(
            page,
            chetom ? 'conférences du CHETOM' : 'conférences de l’association',
            match[1],
            expected,
            sentence,
          );
      }
      for (const match of sentence.matchAll(/(\d[\d ]*\d|\d) m²/g)) {
        const said = numberOf(match[1]);
        const areas = [facts.museum.permanentAreaM2, facts.museum.temporaryRoomM2];
        if (!areas.includes(said)) disagree(page, 'surfaces', match[1], areas.join(' ou '), sentence);
      }
      if (
        /m²/.test(sentence) &&
        /doubl/i.test(sentence) &&
        facts.museum.temporaryRoomM2 < facts.museum.permanentAreaM2
      ) {
        disagree(
          page,
          'surfaces',
          'double',
          `${facts.museum.permanentAreaM2} + ${facts.museum.temporaryRoomM2}`,
          sentence,
        );
      }
    }
  }
  return found;
}
