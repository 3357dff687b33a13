// The content the site serves now (its live release, else the site's own content/): what the api
// prices the shop from and names the association with, read once per release (or, for the site's own
// folder, again when one of its files changes).
import fs from 'node:fs';
import path from 'node:path';
import { siteDetailsOf, type SiteContent, type SiteDetails } from '@mtdm/shared/content';
import { readContentFolder } from '@mtdm/shared/content/files';
import type { ServerConfig } from '../config';
import { liveContentFolder } from '../releases/layout';

export interface PublishedContent {
  readonly folder: string;
  readonly content: SiteContent;
  readonly details: SiteDetails;
}

let cached: { key: string; value: PublishedContent } | undefined;

/**
 * The newest modification time of the folder's data files and of their folders (a removed file
 * changes its folder's); media do not change prices or names.
 */
function stampOf(folder: string): number {
  let newest = 0;
  const visit = (dir: string) => {
    newest = Math.max(newest, fs.statSync(dir).mtimeMs);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'media') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  visit(folder);
  return newest;
}

export function publishedContent(config: Pick<ServerConfig, 'deployDir' | 'contentDir'>): PublishedContent {
  const folder = liveContentFolder(config.deployDir, config.contentDir);
  const key = `${folder}|${stampOf(folder)}`;
  if (cached?.key !== key) {
    const content = readContentFolder(folder);
    cached = {
      key,
      value: { folder, content, details: siteDetailsOf(content.practical, content.association) },
    };
  }
  return cached.value;
}
