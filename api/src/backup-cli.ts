// `npm run backup -w @mtdm/api`: a consistent copy of the database, the uploads and the secrets in a
// new dated folder of BACKUP_DIR (default: backups/ beside the database), the newest BACKUP_KEEP (14)
// kept. `npm run restore -w @mtdm/api -- <folder>`: puts one in place for a stopped server.
import path from 'node:path';
import { loadConfig } from './config';
import { createBackup, restoreBackup } from './backups/backups';

async function main(args: readonly string[], env: NodeJS.ProcessEnv) {
  const config = loadConfig({ ...env, PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'development' });
  const [command, folder] = args;
  if (command === 'restore') {
    if (!folder) throw new Error('Usage : npm run restore -w @mtdm/api -- <dossier de sauvegarde>');
    const erasedAgain = restoreBackup(config, path.resolve(folder));
    return `Sauvegarde ${folder} restaurée dans ${path.dirname(config.databasePath)} ; effacements faits depuis la sauvegarde refaits pour ${erasedAgain} adresse(s).`;
  }
  const backupsDir = path.resolve(env.BACKUP_DIR ?? path.join(path.dirname(config.databasePath), 'backups'));
  const keep = Math.max(1, Number.parseInt(env.BACKUP_KEEP ?? '14', 10) || 14);
  return `Sauvegarde écrite dans ${await createBackup(config, backupsDir, keep)}.`;
}

if (require.main === module) {
  main(process.argv.slice(2), process.env).then(
    (message) => process.stdout.write(`${message}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
}
