// The site search's index of a state: the main text of each page the search finds and the items they
// mark, from the state's pre-rendered documents, with the published content. Made by the server's own
// code (never a module's), in the renderer's sandbox so that the server's event loop stays free.
import fs from 'node:fs';
import path from 'node:path';
import { readContentFolder } from '@mtdm/shared/content/files';
import { pageDescriptions, pages, searchedPages } from '@mtdm/shared/routing';
import { contentDocuments, pageDocuments, serializeSearchIndex } from '@mtdm/shared/search/build';
import type { SearchLanguage } from '@mtdm/shared/search';
import { pageFile, SEARCH_INDEX_FILES } from '../state-files';
import type { IndexJob, RendererAnswer } from './render-job';

const renderedDocuments = (job: IndexJob, language: SearchLanguage) =>
  searchedPages(language).flatMap((page) => {
    const file = path.join(job.pagesDir, pageFile(page));
    if (!fs.existsSync(file)) return [];
    const html = fs.readFileSync(file, 'utf8');
    return pageDocuments({ key: page, html, ...pages[page], description: pageDescriptions[page] });
  });

export function writeIndex(job: IndexJob): RendererAnswer {
  const french = [...renderedDocuments(job, 'fr'), ...contentDocuments(readContentFolder(job.contentDir))];
  fs.writeFileSync(path.join(job.outDir, SEARCH_INDEX_FILES.fr), serializeSearchIndex(french, 'fr'));
  // The visit in English: its pages only (the content is published in French).
  const english = renderedDocuments(job, 'en');
  fs.writeFileSync(path.join(job.outDir, SEARCH_INDEX_FILES.en), serializeSearchIndex(english, 'en'));
  return { written: Object.values(SEARCH_INDEX_FILES), failures: [] };
}
