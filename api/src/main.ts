import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { localFetch } from './deployments/local-fetch';
import { refuseInspectorSignal } from './releases/renderer-confinement';
import { startLiveSite } from './deployments/live-site-start';
import { holdSiteFolders } from './start-up/one-server';

// Before anything else: a SIGUSR1 from any process of this user opens no inspector in the server.
refuseInspectorSignal();

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the database is opened: a second server on the same data stops here, having touched nothing.
  const letFoldersGo = holdSiteFolders([path.dirname(config.databasePath), config.deployDir]);
  const app = await buildApp(config, { logger: true });
  // The live site made whole and checked before the first visitor: a killed release undone, the pages
  // rendered again when a build is newer than them.
  await startLiveSite(app.services, app.log, localFetch(app));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`site servi sur http://localhost:${config.port}`);
  const stop = () => {
    void app.close().then(() => {
      letFoldersGo();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // One French sentence, not a stack trace: what to change before starting again.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
