import type { ServerConfig } from '../config';
import type { Services } from '../services';

/** The site's own address for links in mails: the public one, or this machine's. */
export const originOf = (config: Pick<ServerConfig, 'publicBaseUrl' | 'port'>) =>
  config.publicBaseUrl || `http://localhost:${config.port}`;

export const siteOrigin = (services: Services) => originOf(services.config);
