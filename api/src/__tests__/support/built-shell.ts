import fs from 'node:fs';
import path from 'node:path';

/**
 * The shell's built document, as the site's build writes it (its boot data a placeholder), written
 * into the site folder `siteRoot` for the tests whose answers are built on it. Returns the shell's
 * folder, for the tests that remove it after.
 */
export function writeBuiltShell(siteRoot: string): string {
  const shell = path.join(siteRoot, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Musée</title><script type="application/json" id="mtdm-boot-data">%BOOT_DATA%</script></head><body><div id="root"></div></body></html>',
  );
  return shell;
}
