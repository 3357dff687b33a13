// The one list of the site's frontend modules (shared/modules.json), for the scripts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'modules.json');
const modules = JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every remote, public or signed-in: [{ folder, federationName, segment, devPort[, pathPrefix] }] */
export const remoteModules = [...modules.remotes, ...(modules.signedInRemotes ?? [])];
/** { folder, federationName, devPort } */
export const shellModule = modules.shell;
/** The remotes of the signed-in spaces: [{ …, pathPrefix, title }] */
export const signedInRemoteModules = modules.signedInRemotes ?? [];
