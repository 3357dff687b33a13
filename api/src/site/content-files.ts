import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTENT_COLLECTIONS, type ContentCollection } from '@mtdm/shared/content';
import { isSystemTrace } from '@mtdm/shared/content/files';
import { photographVariant } from '../infrastructure/photograph-variants';
import { requestedWidth } from './photograph-variants';
import type { ServerConfig } from '../config';
import { publishedContent } from '../content/published-content';
import { mediaVariantsDir, readLiveSite } from '../releases/layout';
import { IMMUTABLE, NO_CACHE } from './cache-policy';
import { isNavigation, relativePathInside } from './relative-path';

/**
 * The policy of a medium: a sandbox where nothing loads or runs (a drawing's own styles aside). A PDF
 * is shown by the browser's viewer in the article's frame: the site may be its parent (Chromium's
 * viewer works in the sandbox).
 */
const mediaPolicyFor = (relative: string) =>
  `sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors ${
    relative.toLowerCase().endsWith('.pdf') ? "'self'" : "'none'"
  }`;

const isCollection = (name: string): name is ContentCollection =>
  (CONTENT_COLLECTIONS as readonly string[]).includes(name);

/**
 * The live content as the browser fetches it: /content/<version>/<collection>.json (a page needs a
 * collection it was not rendered with) and /content/media/<path> (images and documents). The live
 * release answers whatever the version asked ('repo' before the first release): a version that is
 * the live one may be kept for ever, any other is revalidated.
 */
export function serveContent(app: FastifyInstance, config: ServerConfig): void {
  app.get<{ Params: { version: string; collection: string } }>(
    '/content/:version/:collection',
    async (request, reply) => {
      const name = request.params.collection.replace(/\.json$/, '');
      if (request.params.version === 'media' || !isCollection(name) || name === request.params.collection)
        return reply.code(404).send({ message: 'Ressource introuvable' });
      const live = readLiveSite(config.deployDir).content;
      void reply.header('Cache-Control', live && request.params.version === live ? IMMUTABLE : NO_CACHE);
      return publishedContent(config).content[name];
    },
  );

  app.get<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>(
    '/content/media/*',
    async (request, reply) => {
      const relative = relativePathInside(request.params['*']);
      // What a file manager left in the site's own folder (a Thumbs.db beside the pictures) is no medium.
      if (!relative || isSystemTrace(relative))
        return reply.code(404).send({ message: 'Ressource introuvable' });
      const folder = path.join(publishedContent(config).folder, 'media');
      // A document no longer published, opened from an old link or a search result: the site's
      // « Page introuvable », under the site's policy, rather than a file's answer.
      if (
        isNavigation(request) &&
        !fs.statSync(path.join(folder, relative), { throwIfNoEntry: false })?.isFile()
      )
        return reply.callNotFound();
      // Served as files, never as a page of the site: a drawing runs no script, a document calls nothing.
      void reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', mediaPolicyFor(relative));
      // A photograph asked in one of its widths (?w=400): made once as WebP, then served from the cache.
      const width = requestedWidth(relative, request.query);
      if (width === 'refused') return reply.code(400).send({ message: 'Largeur d’image non proposée.' });
      if (width !== null) {
        const live = readLiveSite(config.deployDir).content;
        const variant = await photographVariant(
          folder,
          relative,
          width,
          mediaVariantsDir(config.deployDir, live),
        );
        if (!variant) return reply.code(404).send({ message: 'Ressource introuvable' });
        if (variant === 'undecodable')
          return reply.code(415).send({ message: 'Cette image ne peut pas être lue par le serveur.' });
        return reply.type('image/webp').send(variant);
      }
      // Cached as the site's other files (cache-policy.ts): an editor may replace a poster in place.
      return reply.sendFile(relative, folder);
    },
  );
}
