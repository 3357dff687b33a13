import type { Services } from './context';

/** The site's own address for links in mails: the public one, or this machine's. */
export const siteOrigin = (services: Services) =>
  services.config.publicBaseUrl || `http://localhost:${services.config.port}`;
