import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTENT_COLLECTIONS, type ContentCollection } from '@mtdm/shared/content';
import { photographVariant, requestedWidth } from './photograph-variants';
import type { ServerConfig } from '../config';
import { publishedContent } from '../services/content/published-content';
import { readLiveSite } from '../releases/layout';
import { IMMUTABLE, NO_CACHE } from './cache-policy';

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
      const relative = path.posix.normalize(request.params['*']);
      if (!relative || relative.startsWith('..') || relative.includes('\0'))
        return reply.code(404).send({ message: 'Ressource introuvable' });
      const folder = path.join(publishedContent(config).folder, 'media');
      // A photograph asked in one of its widths (?w=400): made once as WebP, then served from the cache.
      const width = requestedWidth(relative, request.query);
      if (width === 'refused') return reply.code(400).send({ message: 'Largeur d’image non proposée.' });
      if (width !== null) {
        const variant = await photographVariant(
          path.join(folder, relative),
          width,
          path.join(config.deployDir, 'media-variants'),
        );
        if (!variant) return reply.code(404).send({ message: 'Ressource introuvable' });
        return reply.type('image/webp').send(variant);
      }
      // Cached as the site's other files (cache-policy.ts): an editor may replace a poster in place.
      return reply.sendFile(relative, folder);
    },
  );
}
