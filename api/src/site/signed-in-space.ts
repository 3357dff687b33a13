import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInRemoteModules, spacePageModuleOf } from '@mtdm/shared/federation';
import type { ServerConfig } from '../config';
import { readLiveSite, shellFolder } from '../releases/layout';
import { withHeadTags } from '../views/document-splices';
import { allowInlineScripts } from './inline-scripts';
import { SHELL_FOLDER } from './modules';
import { readSiteDocument } from './prerendered-pages';
import { readRemotes } from './remotes-file';
import { siteOriginOf } from '../http/security';
import { previewManifestPath } from '../releases/previews';
import { previewHeaders, withPreviewBanner } from './preview-banner';

/** Kept out of search engines: the header says it for any answer, the meta for the document. */
export const NO_INDEX = 'noindex, nofollow';

/**
 * A signed-in space's page, sent to a signed-in person only (the route checks the session): the
 * shell's own document, never pre-rendered (so never with anyone's data), which names the space's
 * remote and no other (no public module's code runs beside the session; the shell loads any other
 * address as a new document), and which of its pages the shell shows. A public page names none of it.
 * Whether it was sent: not when no module of the list lives under `pathPrefix` or the shell is not
 * built (the api's own tests), and the route then answers without it. A boolean, not the reply: a
 * reply awaited is the end of the answer (Fastify's replies are thenables), never the reply itself.
 */
export async function sendSignedInSpace(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  pathPrefix: string,
): Promise<boolean> {
  const space = signedInRemoteModules.find((module) => module.pathPrefix === pathPrefix);
  const document = path.join(shellFolder(config.deployDir, config.siteRoot, SHELL_FOLDER), 'index.html');
  if (!space || !fs.existsSync(document)) return false;
  const live = readLiveSite(config.deployDir);
  // A preview of the space's module, to the browser holding its cookie (and the session) alone.
  const preview = request.server.previewOf(request);
  const previewed = preview?.module === space.folder ? preview : undefined;
  const text = await readSiteDocument(document, siteOriginOf(config, request), {
    remotes: previewed
      ? { [space.federationName]: previewManifestPath(previewed) }
      : readRemotes(config.deployDir, [space]),
    contentVersion: live.content,
    signedInSpace: { remote: space.federationName, module: spacePageModuleOf(space), title: space.title },
  });
  allowInlineScripts(reply, live.inlineScripts);
  const sent = withHeadTags(text, `<meta name="robots" content="${NO_INDEX}">`);
  void reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', NO_INDEX)
    .type('text/html; charset=utf-8');
  if (previewed) previewHeaders(reply);
  void reply.send(
    previewed ? withPreviewBanner(sent, previewed, request.url.split('?')[0] ?? space.pathPrefix) : sent,
  );
  return true;
}
