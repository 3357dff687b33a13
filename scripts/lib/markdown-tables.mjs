// A Markdown table whose rows do not all have the header's cells: a `|` left unescaped inside a code
// span (`csv|xlsx`) ends the cell there, and the rest of the row spills into a cell nobody reads.
import fs from 'node:fs';
import path from 'node:path';

/** The cell separators of a table row: every `|` not escaped. */
const separators = (line) => line.match(/(?<!\\)\|/g)?.length ?? 0;

/** `file:line: n cells, header m` for each row of a table that does not match its header. */
export function unevenTableRows(root, files) {
  const uneven = [];
  for (const file of files) {
    let header = null;
    fs.readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.startsWith('|')) {
          header = null;
          return;
        }
        const count = separators(line);
        if (header === null) header = count;
        else if (count !== header)
          uneven.push(`${file}:${index + 1}: ${count - 1} cellules, l’en-tête en a ${header - 1}`);
      });
  }
  return uneven;
}
