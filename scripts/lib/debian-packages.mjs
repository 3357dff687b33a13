// Debian packages the tests need, installed when their program is missing (the machines have no other
// way to get a browser): Chromium for the end-to-end tests, Java for the W3C Nu checker.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { log } from './workspace.mjs';

/**
 * A Debian package the tests need, installed when its program is missing: Chromium (end-to-end tests),
 * Java (the W3C Nu checker of the served pages).
 */
export function ensureDebianPackage(program, debianPackage, purpose) {
  if (fs.existsSync(program)) return;
  log(`installation de ${debianPackage} (paquet Debian)…`);
  const isRoot = process.getuid?.() === 0;
  const apt = (args) =>
    spawnSync(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  const result = apt(['install', '-y', '-qq', debianPackage]);
  if (result.status !== 0 || !fs.existsSync(program)) {
    log(`${debianPackage} n’a pas pu être installé : ${purpose} ne peuvent pas tourner.`);
    process.exit(1);
  }
}
