/** The frontend modules the server publishes: folder in the repository, URL segment, federation name. */
export const remoteModules = [
  { folder: 'mfe-museum', segment: 'museum', federationName: 'mfe_museum' },
  { folder: 'mfe-association', segment: 'association', federationName: 'mfe_association' },
  { folder: 'mfe-shop', segment: 'shop', federationName: 'mfe_shop' },
  { folder: 'mfe-forms', segment: 'forms', federationName: 'mfe_forms' },
] as const;

export type RemoteModule = (typeof remoteModules)[number];

export const SHELL_FOLDER = 'shell';
