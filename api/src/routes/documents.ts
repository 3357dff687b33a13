import type { FastifyInstance } from 'fastify';
import { limited } from '../http/rate-limit';
import type { Services } from '../services/context';
import { checkDocumentToken, DOCUMENTS_PATH } from '../services/documents/document-links';
import { renderPaymentDocument } from '../services/documents/payment-documents';
import { documentUnavailablePage } from '../views/document-pages';

/**
 * Download of a tax receipt or an attestation by its payer's link (the success pages give it). The
 * same document every time; a wrong, altered or expired link gets a French page, never a document.
 */
export async function documentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, ledger, documentLinkSecret } = services;
  app.get<{ Params: { token: string } }>(
    `${DOCUMENTS_PATH}/:token`,
    limited(services.config, 4),
    async (request, reply) => {
      const check = checkDocumentToken(
        documentLinkSecret,
        request.params.token,
        (paymentId) => ledger.find(paymentId)?.customerId,
      );
      const made = check.ok ? await renderPaymentDocument(db, check.ref) : undefined;
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      if (!made) {
        const reason = check.ok ? 'invalid' : check.reason;
        return reply
          .code(reason === 'expired' ? 410 : 404)
          .type('text/html; charset=utf-8')
          .send(documentUnavailablePage(reason));
      }
      request.log.info({ kind: check.ok ? check.ref.kind : undefined }, 'document téléchargé');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${made.filename}"`)
        .send(made.content);
    },
  );
}
