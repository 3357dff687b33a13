import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { editorConfig } from '@mtdm/shared/content/editor-config';
import type { ServerConfig } from '../config';
import { html, page } from '../views/html';
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
 * What /admin/ says in production while the editor has no git repository to write to: Decap would
 * show its own English error; this page says, in French, what the association has to set.
 */
const NOT_CONFIGURED_PAGE = page(
  'Éditeur du contenu non configuré',
  html`<h1>L’éditeur du contenu n’est pas encore configuré</h1>
    <p>
      L’éditeur enregistre chaque modification dans le dépôt git du site : sur ce serveur, aucun dépôt ne lui
      est indiqué.
    </p>
    <p>
      À régler une fois par la personne qui administre le serveur (voir « Sur le site en ligne » dans
      <code>docs/editing-content.md</code>) :
    </p>
    <ul>
      <li><code>CONTENT_EDITOR_REPO</code> : le dépôt, par exemple <code>association/site-musee</code> ;</li>
      <li>
        <code>CONTENT_EDITOR_AUTH_URL</code> : le service de connexion des bénévoles chez l’hébergeur git ;
      </li>
      <li>si besoin, <code>CONTENT_EDITOR_BACKEND</code> et <code>CONTENT_EDITOR_BRANCH</code>.</li>
    </ul>
    <p>En attendant, le contenu se modifie dans le dossier <code>content/</code> du dépôt.</p>`,
  'error',
);

/** The editor has somewhere to write: a git repository, or decap-server on this machine. */
const editorIsConfigured = (config: ServerConfig) =>
  Boolean(config.contentEditor.backend.repo) || Boolean(config.contentEditor.localBackend);

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
    editorIsConfigured(config)
      ? reply
          .header('Cache-Control', NO_CACHE)
          .header('content-security-policy', editorPolicy(config))
          .type('text/html; charset=utf-8')
          .send(EDITOR_PAGE)
      : reply
          .code(503)
          .header('Cache-Control', NO_CACHE)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .type('text/html; charset=utf-8')
          .send(NOT_CONFIGURED_PAGE),
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
