// The modules' files under /mfe/: each remote's own build at /mfe/<segment>/, its released versions
// at /mfe/<segment>/releases/<version>/, the releases of modules registered while the server runs, and
// a previewed module's files to the browser holding its cookie. A signed-in space's files go to whom
// holds its session alone, never kept by a shared cache. One encapsulated plugin: its hooks see the
// requests for these files alone, never an api call nor a page.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { signedInRemoteModules, type SignedInRemoteModule } from '@mtdm/shared/federation';
import { remoteModules } from './modules';
import { fileUnder, isSourceMap, relativePathOf } from './relative-path';
import { setCacheControl } from './cache-policy';
import {
  type PrecompressedFiles,
  qualifiesForPrecompression,
  sendPrecompressed,
} from './precompressed-files';
import { previewDir, type PreviewRecord } from '../releases/previews';
import { registeredModules } from '../releases/module-registry';
import { previewFileType, previewHeaders } from './preview-banner';

function serveFolder(
  app: FastifyInstance,
  root: string,
  prefix: string,
  { production = false, precompressed }: { production?: boolean; precompressed: PrecompressedFiles },
): void {
  if (!fs.existsSync(root)) {
    app.log.warn({ root }, 'dossier absent : pas encore construit');
    return;
  }
  void app.register(async (folder) => {
    // A script of this folder whose copy compressed at the highest quality is ready goes out as that copy.
    folder.addHook('onRequest', async (request, reply) => {
      const relative = relativePathOf(request.url, prefix);
      if (!relative || !qualifiesForPrecompression(relative)) return;
      const file = fileUnder(root, relative);
      if (file && sendPrecompressed(precompressed, request, reply, file)) return reply;
    });
    await folder.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      // No index file: the address / is a page like any other, answered by sendPage.
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: setCacheControl,
      allowedPath: (pathName) => !(production && isSourceMap(pathName)),
    });
  });
}

interface ModuleFilesOptions {
  readonly config: ServerConfig;
  readonly precompressed: PrecompressedFiles;
  /** The preview a request's browser holds the cookie of (deployments/preview-pass.ts), if any. */
  readonly previewOf?: (request: FastifyRequest) => PreviewRecord | undefined;
  /** Whether a request may load a signed-in space's files (its session); none may without it. */
  readonly mayLoadSpace?: (request: FastifyRequest, space: SignedInRemoteModule) => boolean;
}

/**
 * The signed-in space whose files a request asks for, if any: read from the route it matched, never
 * from the address as sent, which can spell the same file otherwise.
 */
const spaceOfFile = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  const { segment } = request.params as { segment?: string };
  return signedInRemoteModules.find(
    (space) => route.startsWith(`/mfe/${space.segment}/`) || segment === space.segment,
  );
};

export const moduleFiles: FastifyPluginAsync<ModuleFilesOptions> = async (
  modules,
  { config, precompressed, previewOf, mayLoadSpace },
) => {
  const { production } = config;
  // A signed-in space's code, to its signed-in people alone (and the server's own check of a
  // release): anyone else is told, as for a missing file, that there is nothing there. First of the
  // hooks, so no preview nor compressed copy goes out before it.
  modules.addHook('onRequest', async (request, reply) => {
    const space = spaceOfFile(request);
    if (space && !mayLoadSpace?.(request, space))
      return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Ressource introuvable' });
  });
  // Its files are a signed-in person's: a browser may keep them, a shared cache never.
  modules.addHook('onSend', async (request, reply) => {
    const cacheControl = reply.getHeader('Cache-Control');
    if (spaceOfFile(request) && typeof cacheControl === 'string')
      void reply.header('Cache-Control', cacheControl.replace(/^public\b/, 'private'));
  });
  // A previewed module's files, to the browser holding its cookie alone (its hook comes before the
  // folders' own, and sees only the requests for the modules' files registered below).
  modules.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const preview = previewOf?.(request);
    if (!preview) return;
    const relative = relativePathOf(request.url, `/mfe/${preview.segment}/releases/${preview.version}/`);
    const root = path.join(previewDir(config.deployDir, preview.id), 'dist');
    const file = fileUnder(root, relative);
    if (!relative || !file || !fs.statSync(file).isFile()) return;
    previewHeaders(reply);
    return reply.type(previewFileType(file)).send(fs.createReadStream(file));
  });

  for (const module of remoteModules) {
    // Created now, so a version released later, while the server runs, is served at once.
    const releases = path.join(config.deployDir, 'releases', module.segment);
    fs.mkdirSync(releases, { recursive: true });
    serveFolder(modules, releases, `/mfe/${module.segment}/releases/`, { production, precompressed });
    serveFolder(modules, path.join(config.siteRoot, module.folder, 'dist'), `/mfe/${module.segment}/`, {
      production,
      precompressed,
    });
  }
  // The releases of the modules registered while the server runs (module-registry.ts): no folder of
  // their own at start, found per request (a built-in module's own route above is matched first).
  modules.get<{ Params: { segment: string } }>('/mfe/:segment/releases/*', async (request, reply) => {
    const { segment } = request.params;
    const known = registeredModules(config.deployDir).some((module) => module.segment === segment);
    const root = path.join(config.deployDir, 'releases', segment);
    const relative = known ? relativePathOf(request.url, `/mfe/${segment}/releases/`) : undefined;
    const file = fileUnder(root, relative);
    if (!relative || !file || !fs.statSync(file).isFile() || (production && isSourceMap(relative)))
      return reply.code(404).send({ message: 'Ressource introuvable' });
    if (qualifiesForPrecompression(relative) && sendPrecompressed(precompressed, request, reply, file))
      return reply;
    return reply.sendFile(relative, root);
  });
};
