// The site search's index of a state: the main text of each page the search finds and the items they
// mark, from the state's pre-rendered documents, with the published content. Made by the server's own
// code (never a module's), in the renderer's sandbox so that the server's event loop stays free.
import fs from 'node:fs';
import path from 'node:path';
import { readContentFolder } from '@mtdm/shared/content/files';
import { pageDescriptions, pages, searchedPages } from '@mtdm/shared/routing';
import { contentDocuments, pageDocuments, serializeSearchIndex } from '@mtdm/shared/search/build';
import { pageFile } from '../state-files';
import type { IndexJob, RendererAnswer } from './render-job';

export function writeIndex(job: IndexJob): RendererAnswer {
  const documents = searchedPages().flatMap((page) => {
    const file = path.join(job.pagesDir, pageFile(page));
    if (!fs.existsSync(file)) return [];
    const html = fs.readFileSync(file, 'utf8');
    return pageDocuments({ key: page, html, ...pages[page], description: pageDescriptions[page] });
  });
  const index = serializeSearchIndex([...documents, ...contentDocuments(readContentFolder(job.contentDir))]);
  fs.writeFileSync(job.outFile, index);
  return { written: [path.basename(job.outFile)], failures: [] };
}
