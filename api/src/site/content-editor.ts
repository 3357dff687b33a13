import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { editorConfig } from '@mtdm/shared/content/editor-config';
import type { ServerConfig } from '../config';
import { NO_CACHE } from './cache-policy';

/** Decap CMS's browser build (its script, its chunks and its WebAssembly), from the package. */
const decapDist = () =>
  path.join(path.dirname(createRequire(__filename).resolve('decap-cms/package.json')), 'dist');

/** The editor's page: Decap reads its configuration from the link, then runs in the page. */
const EDITOR_PAGE = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Éditeur du contenu — Musée des Troupes de Marine</title>
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="/admin/decap/decap-cms.js"></script>
</body>
</html>
`;

/**
 * The editor's own policy, looser than the site's and for this page only: Decap checks its
 * configuration with code it compiles (ajv: 'unsafe-eval'), compiles WebAssembly, shows previews
 * from blob: addresses and talks to the git host (HTTPS) or to decap-server on this machine. The
 * page runs no script but Decap's, from this server.
 */
function editorPolicy(config: ServerConfig): string {
  const local = config.contentEditor.localBackend ? new URL(config.contentEditor.localBackend).origin : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self' blob: https: ${local}`.trim(),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * /admin/: the browser editor of the content (Decap CMS), its configuration made from the collections'
 * schemas (/admin/config.yml: JSON, which YAML reads as it is) and Decap's files (/admin/decap/…).
 * Editors log in to the git host; nothing here writes to the site: a change goes live by the content
 * pipeline (docs/editing-content.md).
 */
export async function serveContentEditor(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyStatic, {
    root: decapDist(),
    prefix: '/admin/decap/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
  });
  app.get('/admin', async (_request, reply) => reply.redirect('/admin/'));
  app.get('/admin/', async (_request, reply) =>
    reply
      .header('Cache-Control', NO_CACHE)
      .header('content-security-policy', editorPolicy(config))
      .type('text/html; charset=utf-8')
      .send(EDITOR_PAGE),
  );
  app.get('/admin/config.yml', async (_request, reply) => {
    void reply.header('Cache-Control', NO_CACHE).type('text/yaml; charset=utf-8');
    const { backend, localBackend, publishMode } = config.contentEditor;
    return JSON.stringify(
      editorConfig({ backend, localBackend, publishMode, siteUrl: config.publicBaseUrl || undefined }),
      null,
      2,
    );
  });
}
