import type { ServerConfig } from '../config';

type OriginSettings = Pick<ServerConfig, 'publicBaseUrl' | 'port'>;

/** The site's own address for links in mails: the public one, or this machine's. */
export const originOf = (config: OriginSettings) => config.publicBaseUrl || `http://localhost:${config.port}`;

/** The same, from the services (whose configuration holds both settings). */
export const siteOrigin = (services: { readonly config: OriginSettings }) => originOf(services.config);
