import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../http/route-options';
import { html, page } from '../views/html';
import { signedInRemoteModules } from '@mtdm/shared/federation';
import { LEAVE_PREVIEW_PATH, PREVIEW_PATH, type PreviewRecord } from '../releases/previews';
import { PREVIEW_COOKIE, passFor, previewOpenedBy } from './preview-pass';

export const previewLinkTexts = {
  invalidTitle: 'Lien d’aperçu non valable',
  invalid:
    'Ce lien d’aperçu n’ouvre plus rien : il a expiré, l’aperçu a été retiré ou mis en service, ou le lien a été modifié. Demandez un nouveau lien à l’équipe du module.',
  back: 'Aller sur le site',
} as const;

/** A path of this site to come back to (never another site's: no scheme, no //). */
const ownPath = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]{0,300}$/.test(value) ? value : '/';

const cookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
  [
    `${PREVIEW_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

/** The signed-in space whose module a preview is of: the link opens that space (after its sign-in). */
const spaceOf = (preview: PreviewRecord) =>
  signedInRemoteModules.find((space) => space.folder === preview.module);

const noStore = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');

/**
 * The two addresses a preview's holder uses: its signed link, which leaves the preview's cookie in
 * that browser and opens the module's first page; and the banner's button, which takes it away.
 */
export const previewLinkRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const { config } = services;

  app.get<{ Params: { id: string }; Querystring: { fin?: string; signature?: string } }>(
    `${PREVIEW_PATH}/:id`,
    async (request, reply) => {
      const { fin = '', signature = '' } = request.query;
      const preview = previewOpenedBy(
        config.deployDir,
        services.documentLinkSecret,
        request.params.id,
        fin,
        signature,
      );
      noStore(reply);
      if (!preview)
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(
            page(
              previewLinkTexts.invalidTitle,
              html`<h1>${previewLinkTexts.invalidTitle}</h1>
                <p>${previewLinkTexts.invalid}</p>
                <div class="actions"><a class="button" href="/">${previewLinkTexts.back}</a></div>`,
              'error',
            ),
          );
      const seconds = Math.max(1, Math.floor((Date.parse(preview.expiresAt) - Date.now()) / 1000));
      return reply
        .header('Set-Cookie', cookie(request, passFor(services.documentLinkSecret, preview), seconds))
        .redirect(preview.pages[0] ?? spaceOf(preview)?.pathPrefix ?? '/', 303);
    },
  );

  app.post<{ Body: { retour?: unknown } | undefined }>(LEAVE_PREVIEW_PATH, async (request, reply) => {
    noStore(reply);
    return reply.header('Set-Cookie', cookie(request, '', 0)).redirect(ownPath(request.body?.retour), 303);
  });
};
