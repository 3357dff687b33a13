import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret of this deployment: the configured value when there is one, else one drawn once and kept
 * in `dataDir/fileName` (0600), so it survives restarts without anyone having to choose it.
 */
export function deploymentSecret(dataDir: string, fileName: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // written meanwhile by another process
    }
  }
}
