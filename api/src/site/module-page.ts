// A public module's own page (modulePageOf): what a module made by `npm run new-module` shows at
// /<segment>/ from its first release, on the running server, before its pages join the registry. The
// shell's document, not pre-rendered, naming the module and its page in the boot data.
import fs from 'node:fs';
import path from 'node:path';
import { modulePageOf, type RemoteModule } from '@mtdm/shared/federation';
import type { ServerConfig } from '../config';
import { readLiveSite, releaseDir } from '../releases/layout';
import { publicRemotes } from '../releases/module-registry';
import { readManifest } from '../releases/page-scripts';

export interface ShownModulePage {
  readonly module: RemoteModule;
  readonly page: ReturnType<typeof modulePageOf>;
}

/** Whether a module's live build exposes its own page (its release, or its own dist/ before any). */
function exposesOwnPage(config: ServerConfig, module: RemoteModule, exposed: string): boolean {
  const version = readLiveSite(config.deployDir).remotes[module.federationName];
  const dist = version
    ? releaseDir(config.deployDir, module.segment, version)
    : path.join(config.siteRoot, module.folder, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return false;
  try {
    return (readManifest(manifestFile).exposes ?? []).some((entry) => `./${entry.name}` === exposed);
  } catch {
    return false;
  }
}

/** The module page at `pathname` (/expositions/ or /expositions), if a live module exposes one there. */
export function modulePageAt(config: ServerConfig, pathname: string): ShownModulePage | undefined {
  const address = pathname.toLowerCase().replace(/\/?$/, '/');
  for (const module of publicRemotes(config.deployDir)) {
    const page = modulePageOf(module);
    if (page.path === address && exposesOwnPage(config, module, page.module)) return { module, page };
  }
  return undefined;
}
