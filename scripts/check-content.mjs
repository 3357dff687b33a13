// npm run content:check [-- folder]: the content folder (content/ by default) checked as the server
// checks a content release: every problem with its file, its entry and its field, in French; then the
// association's details still missing (they do not block a release: the pages word around them).
// Run by npm test and by the content pipeline before it sends anything.
import path from 'node:path';
import { checkContentFolder, formatProblem, readContentFolder } from '../shared/src/content/files.ts';
import { missingDetailsOf } from '../shared/src/content/missing-details.ts';
import { NOT_GIVEN_YET } from '../shared/src/content/site-details.ts';
import { corrected } from './lib/typography/rules.mjs';
import { frenchTextsOfContent } from './lib/typography/sources.mjs';
import { contentRoot } from './lib/workspace.mjs';

const folder = path.resolve(process.argv[2] ?? contentRoot);
const problems = checkContentFolder(folder);
if (problems.length > 0) {
  console.error(`Contenu refusé (${problems.length} problème${problems.length > 1 ? 's' : ''}) :`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  process.exit(1);
}
// French typography of the texts typed in the editor (the content pipeline corrects it first).
const typography = frenchTextsOfContent(folder).flatMap(({ file, texts }) =>
  texts
    .map((text) => ({
      file: path.relative(path.dirname(folder), file),
      line: text.line,
      rules: corrected(text.raw).rules,
    }))
    .filter(({ rules }) => rules.length > 0),
);
if (typography.length > 0) {
  console.error(`Typographie à corriger (npm run typography:fix -- --content) :`);
  for (const { file, line, rules } of typography) console.error(`  - ${file}:${line} : ${rules.join(', ')}`);
  process.exit(1);
}
const content = readContentFolder(folder);
console.log(
  `Contenu valide : ${content.news.length} actualités, ${content.products.length} articles, ${content.archives.length} archives.`,
);
const missing = missingDetailsOf(content.association);
if (missing.length > 0)
  console.log(
    `À renseigner dans content/association.json (les pages disent « ${NOT_GIVEN_YET} ») : ${missing.join(', ')}.`,
  );
