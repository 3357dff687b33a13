import type { FastifyPluginAsync } from 'fastify';
import { limited } from '../http/rate-limit';
import { DOCUMENTS_PATH } from './document-links';
import { downloadDocument } from './download-document';
import { documentUnavailablePage } from '../views/document-pages';
import type { RouteOptions } from '../http/route-options';

/**
 * Download of a tax receipt or an attestation by its payer's link (the success pages give it); a
 * wrong, altered or expired link gets a French page, never a document.
 */
export const documentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get<{ Params: { token: string } }>(
    `${DOCUMENTS_PATH}/:token`,
    limited(services.config, 4),
    async (request, reply) => {
      const download = await downloadDocument(services, request.params.token);
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      if (!download.ok) {
        return reply
          .code(download.reason === 'invalid' ? 404 : 410)
          .type('text/html; charset=utf-8')
          .send(documentUnavailablePage(download.reason));
      }
      request.log.info({ kind: download.kind }, 'document téléchargé');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${download.document.filename}"`)
        .send(download.document.content);
    },
  );
};
