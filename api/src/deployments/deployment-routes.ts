import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import {
  OWN_BUILD,
  deployRelease,
  releasesOf,
  rollbackRelease,
  type DeployOutcome,
  type Provenance,
} from './deploy-release';
import { checkDeployToken, isDeployableModule, tokenHolder, type DeployableModule } from './deploy-tokens';
import { browserErrorsFor } from './module-error-report';
import { isNewModuleName, knownRemote } from '../releases/module-registry';
import { siteOriginOf } from '../http/security';
import { createPreview, discardPreview, promotePreview } from './deploy-preview';
import { previewLink } from './preview-pass';
import { durationInFrench } from '../http/errors';
import { localFetch } from './local-fetch';
import type { RouteOptions } from '../http/route-options';

const DEPLOYMENTS_PATH = '/api/deployments';
const HOUR_MS = 60 * 60 * 1000;

export const deploymentHttpMessages = {
  unknownModule: (module: string) => `Module inconnu : ${module}.`,
  plainHttp: 'Le déploiement n’est accepté qu’en HTTPS (en clair, seulement depuis cette machine).',
  notAnArchive: 'Une archive .tar.gz est attendue (Content-Type : application/gzip).',
  busy: (module: string, seconds: number) =>
    `Un déploiement de ${module} est déjà en cours : réessayez dans ${durationInFrench(seconds)}.`,
  tooMany: (seconds: number) =>
    `Trop de demandes de déploiement avec ce jeton : réessayez dans ${durationInFrench(seconds)}.`,
} as const;

type ModuleParams = { Params: { module: string } };
type PreviewParams = { Params: { module: string; id: string } };
type Authorised = FastifyRequest<ModuleParams> & { deployer?: { name: string; module: DeployableModule } };

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** HTTPS, or plain HTTP from this very machine to its local address (a proxy's public name is refused). */
const isSecureOrLocal = (request: FastifyRequest) =>
  request.protocol === 'https' || (LOOPBACK.test(request.ip) && LOCAL_HOSTS.has(request.hostname));

function answerOutcome(reply: FastifyReply, module: string, outcome: DeployOutcome) {
  switch (outcome.kind) {
    case 'live':
      return reply.send({
        success: true,
        message:
          outcome.version === OWN_BUILD
            ? `${module} : sa construction d’origine (dist/) est de nouveau en service.`
            : `${module} : version ${outcome.version} en service.`,
        version: outcome.version,
        pages: outcome.pages,
        ...(outcome.collections ? { collections: outcome.collections } : {}),
      });
    case 'refused':
      return reply.code(422).send({
        success: false,
        message: `Déploiement de ${module} refusé, rien n’a changé sur le site : ${outcome.problems.join(' ')}`,
        problems: outcome.problems,
      });
    case 'rolled-back':
      return reply.code(502).send({
        success: false,
        rolledBack: true,
        message: `La version ${outcome.version} de ${module} ne répondait pas une fois en service : la version précédente a été remise en service. ${outcome.problems.join(' ')}`,
        version: outcome.version,
        problems: outcome.problems,
      });
    case 'busy':
      return reply
        .code(409)
        .header('Retry-After', String(outcome.retryAfterSeconds))
        .send({ success: false, message: deploymentHttpMessages.busy(module, outcome.retryAfterSeconds) });
  }
}

const header = (request: FastifyRequest, name: string, pattern: RegExp) => {
  const value = request.headers[name];
  return typeof value === 'string' && pattern.test(value) ? value : null;
};
const commitOf = (request: FastifyRequest) => header(request, 'x-deploy-commit', /^[0-9a-zA-Z._/-]{1,80}$/);

const decodedOrNull = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** What the deployer says the build is (npm run deploy sends it); what is missing or malformed is null. */
function provenanceOf(request: FastifyRequest): Provenance {
  const dirty = header(request, 'x-deploy-dirty', /^(yes|no)$/);
  const builder = header(request, 'x-deploy-builder', /^[\w.~%!*'()-]{1,400}$/);
  const named = builder ? decodedOrNull(builder) : null;
  return {
    dirtyTree: dirty === null ? null : dirty === 'yes',
    lockfileDigest: header(request, 'x-deploy-lockfile', /^[0-9a-f]{64}$/),
    // A name, printable, on one line, 120 characters at most.
    builder: named && /^[^\p{C}]{1,120}$/u.test(named) ? named : null,
  };
}

/**
 * Deployments by the modules' pipelines: POST an archive, POST …/rollback, GET the releases and the
 * audit trail. Each needs the module's own token (Authorization: Bearer), over HTTPS.
 */
export const deploymentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const { config } = services;
  // The archive is read as it arrives (deploy-release.ts), never buffered whole.
  app.addContentTypeParser(['application/gzip', 'application/x-gzip'], (_request, payload, done) =>
    done(null, payload),
  );
  // Counted per token (a team's refusals never use another team's allowance); per address without one.
  const limit = {
    config: {
      rateLimit: {
        max: config.deployRateLimitMax,
        timeWindow: HOUR_MS,
        keyGenerator: (request: FastifyRequest) => {
          const known = tokenHolder(services.deployTokens(), request.headers.authorization);
          return known ? `deploy-token:${known}` : `deploy-ip:${request.ip}`;
        },
        errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; ttl: number }) => ({
          statusCode: context.statusCode,
          success: false,
          message: deploymentHttpMessages.tooMany(Math.ceil(context.ttl / 1000)),
        }),
      },
    },
  };
  const fetchLocal = localFetch(app);

  app.addHook('preHandler', async (request, reply) => {
    const { module } = request.params as ModuleParams['Params'];
    // A module not known yet may be one made by npm run new-module, whose first release registers it.
    const known = isDeployableModule(module) || knownRemote(config.deployDir, module) !== undefined;
    const unknown = () =>
      reply.code(404).send({ success: false, message: deploymentHttpMessages.unknownModule(module) });
    if (!known && !isNewModuleName(module)) return unknown();
    if (!isSecureOrLocal(request))
      return reply.code(403).send({ success: false, message: deploymentHttpMessages.plainHttp });
    const check = checkDeployToken(services.deployTokens(), request.headers.authorization, module);
    // Only the holder of a token for it learns more of a module the server does not know.
    if (!check.ok && !known) return unknown();
    if (!check.ok) {
      request.log.warn({ module, status: check.status }, 'déploiement : jeton refusé');
      return reply.code(check.status).send({ success: false, message: check.message });
    }
    (request as Authorised).deployer = { name: check.name, module };
  });

  app.post<ModuleParams>(`${DEPLOYMENTS_PATH}/:module`, limit, async (request: Authorised, reply) => {
    const { name, module } = request.deployer!;
    if (!request.headers['content-type']?.match(/^application\/(x-)?gzip/))
      return reply.code(415).send({ success: false, message: deploymentHttpMessages.notAnArchive });
    const outcome = await deployRelease(
      services,
      { module, tokenName: name, ...provenanceOf(request), commit: commitOf(request) },
      request.body as Readable,
      fetchLocal,
      request.log,
    );
    return answerOutcome(reply, module, outcome);
  });

  /** A version checked like a release, kept aside: the answer is the signed link that opens it. */
  app.post<ModuleParams>(
    `${DEPLOYMENTS_PATH}/:module/previews`,
    limit,
    async (request: Authorised, reply) => {
      const { name, module } = request.deployer!;
      if (!request.headers['content-type']?.match(/^application\/(x-)?gzip/))
        return reply.code(415).send({ success: false, message: deploymentHttpMessages.notAnArchive });
      const outcome = await createPreview(
        services,
        { module, tokenName: name, ...provenanceOf(request), commit: commitOf(request) },
        request.body as Readable,
        request.log,
      );
      if (outcome.kind !== 'preview') return answerOutcome(reply, module, outcome);
      const { record } = outcome;
      return reply.code(201).send({
        success: true,
        message: `${module} : version ${record.version} en aperçu (${record.id}), pas en service.`,
        id: record.id,
        version: record.version,
        link: previewLink(siteOriginOf(config, request), services.documentLinkSecret, record),
        expiresAt: record.expiresAt,
        pages: record.pages,
      });
    },
  );

  /** The preview's very build put live, without a new upload. */
  app.post<PreviewParams>(
    `${DEPLOYMENTS_PATH}/:module/previews/:id/promote`,
    limit,
    async (request: Authorised & FastifyRequest<PreviewParams>, reply) => {
      const { name, module } = request.deployer!;
      const outcome = await promotePreview(
        services,
        module,
        request.params.id,
        name,
        fetchLocal,
        request.log,
      );
      return answerOutcome(reply, module, outcome);
    },
  );

  app.delete<PreviewParams>(
    `${DEPLOYMENTS_PATH}/:module/previews/:id`,
    limit,
    async (request: Authorised & FastifyRequest<PreviewParams>, reply) => {
      const { name, module } = request.deployer!;
      const { ok, message } = await discardPreview(services, module, request.params.id, name);
      return reply.code(ok ? 200 : 404).send({ success: ok, message });
    },
  );

  app.post<ModuleParams>(
    `${DEPLOYMENTS_PATH}/:module/rollback`,
    limit,
    async (request: Authorised, reply) => {
      const { name, module } = request.deployer!;
      const to = (request.body as { to?: unknown } | undefined)?.to;
      const outcome = await rollbackRelease(
        services,
        { module, tokenName: name, commit: commitOf(request), to: typeof to === 'string' ? to : undefined },
        fetchLocal,
        request.log,
      );
      return answerOutcome(reply, module, outcome);
    },
  );

  app.get<ModuleParams>(`${DEPLOYMENTS_PATH}/:module`, limit, async (request: Authorised, reply) =>
    reply.header('Cache-Control', 'no-store').send(releasesOf(services, request.deployer!.module)),
  );

  /** What visitors' browsers reported of the module, for its own team (npm run errors). */
  app.get<ModuleParams>(`${DEPLOYMENTS_PATH}/:module/erreurs`, limit, async (request: Authorised, reply) =>
    reply.header('Cache-Control', 'no-store').send(browserErrorsFor(services, request.deployer!.module)),
  );
};
