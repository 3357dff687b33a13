import path from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Root of the repository: the modules' dist/ folders are found below it. */
  readonly siteRoot: string;
  /** Where deployments live: remotes.json and published module versions. */
  readonly deployDir: string;
  /** GA4 measurement id published to the shell; none by default. */
  readonly ga4MeasurementId?: string;
}

const DEFAULT_PORT = 8080;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteRoot = path.resolve(env.SITE_ROOT ?? path.join(__dirname, '..', '..'));
  const port = Number.parseInt(env.PORT ?? '', 10);
  return {
    port: Number.isInteger(port) && port > 0 ? port : DEFAULT_PORT,
    host: env.HOST ?? '0.0.0.0',
    siteRoot,
    deployDir: path.resolve(env.DEPLOY_DIR ?? path.join(siteRoot, '.deploy')),
    ga4MeasurementId: env.GA_MEASUREMENT_ID || undefined,
  };
}
