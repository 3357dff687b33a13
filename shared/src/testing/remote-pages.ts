import fs from 'node:fs';
import path from 'node:path';
import { remoteModules, type RemoteModule } from '../federation';
import type { RemotePageModule } from '../ui';

/** A remote's pages as jest sees them: every src/pages/*-page.tsx file but its own module page, loaded. */
export interface RemotePages {
  readonly remote: RemoteModule;
  readonly files: ReadonlyArray<{ readonly file: string; readonly module: RemotePageModule }>;
}

/**
 * Loads the pages of the remote whose `src/pages/__tests__` folder is `testsDir` (pass __dirname).
 * The remote is found in shared/modules.json by its folder name.
 */
export function loadRemotePages(testsDir: string): RemotePages {
  const pagesDir = path.resolve(testsDir, '..');
  const folder = path.basename(path.resolve(pagesDir, '..', '..'));
  const remote = remoteModules.find((module) => module.folder === folder);
  if (!remote) throw new Error(`${folder} n’est pas dans shared/modules.json`);
  const files = fs
    .readdirSync(pagesDir)
    .filter((file) => /-page\.tsx$/.test(file) && !/-(module|item)-page\.tsx$/.test(file))
    .sort()
    .map((file) => ({
      file,
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- every page file of a module, loaded by its name as the server build does
      module: require(path.join(pagesDir, file)) as RemotePageModule,
    }));
  return { remote, files };
}
