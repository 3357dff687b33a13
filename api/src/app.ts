import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { healthRoutes } from './routes/health';
import { serveSite } from './site/serve-site';

/** The server behind `npm start`: the api and, unless told otherwise, the site itself. */
export async function buildApp(config: ServerConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(healthRoutes);
  await serveSite(app, config);
  return app;
}
