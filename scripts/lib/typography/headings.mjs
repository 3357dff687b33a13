// Sentence case in the site's headings: after the first word, a capital only for a proper noun, an
// acronym, a Roman century, the start of a new clause (after « : », « – », « . ») or inside a quoted title.

/** Names that keep their capital wherever they stand in a heading. */
const PROPER_NOUNS = new Set(
  (
    'Musée Troupes Marine Fréjus France Français Paris Provence Europe Orient Asie Afrique Indochine Tonkin ' +
    'Madagascar Liban Sahel Pacifique Méditerranée Dardanelles Macédoine Bazeilles Dien Bien Phu Bir Hakeim ' +
    'Faidherbe Gallieni Richelieu Marchand Fachoda Congo-Nil Nil Hông Hiên Missiri Adrian Grande Guerre Noël An ' +
    'Nuit Journées OpenStreetMap Choisir CHETOM AAMTDM Libération'
  ).split(' '),
);

const NEW_CLAUSE = /[:–—.!?]$/;

/** The words of a heading that should not carry a capital. */
export function capitalisedWords(heading) {
  const outsideQuotes = heading.replace(/«[^»]*»/g, '«»');
  const words = outsideQuotes.split(/[\s\u00a0\u202f]+/).filter(Boolean);
  const wrong = [];
  words.forEach((word, index) => {
    if (index === 0 || NEW_CLAUSE.test(words[index - 1]) || /^\d/.test(words[index - 1] ?? '')) return;
    const bare = word.replace(/^[(«"“]+|[)»"”,;:.!?]+$/g, '');
    if (!/^[A-ZÀ-ÖØ-Þ]/.test(bare)) return;
    if (/^[A-ZÀ-ÖØ-Þ0-9’'-]{2,}$/.test(bare)) return; // acronym: CHETOM, CGV
    if (/^[IVXLC]+(e|er|ème)$/.test(bare)) return; // century: XXe
    if (PROPER_NOUNS.has(bare) || bare.split(/[-’']/).every((part) => PROPER_NOUNS.has(part))) return;
    wrong.push(bare);
  });
  return wrong;
}
