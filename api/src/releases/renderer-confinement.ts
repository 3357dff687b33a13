// How the release renderer is kept from reaching anything outside its job, beyond Node's permission
// model (files, child processes, workers, addons, and the network, since Node 25 denies sockets to a
// process started with --permission and no --allow-net):
//
//   - server run as root (production): the renderer gets a network namespace of its own (no interface
//     but a loopback that is down) and an unprivileged user and group (RENDER_USER, 65534:65534 by
//     default, nobody:nogroup), so it can signal no process of the server's user and read no file that
//     the server keeps private (the database, the secrets: 0700 folders), whatever Node lets through;
//   - server run as another user: new user, network and process namespaces (unprivileged namespaces),
//     so no process outside is even visible;
//   - neither possible: Node's permission model alone, said at every start (start-up warnings).
//
// The renderer dies with the server in every case (the parent-death signal of setpriv).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type ConfinementKind = 'own-user' | 'namespaces' | 'permissions-only';

export interface RendererIdentity {
  readonly uid: number;
  readonly gid: number;
}

/** nobody:nogroup, unless RENDER_USER names another. */
export const DEFAULT_RENDER_USER: RendererIdentity = { uid: 65534, gid: 65534 };

const find = (...files: string[]) => files.find((file) => fs.existsSync(file));
const SETPRIV = find('/usr/bin/setpriv', '/bin/setpriv');
const UNSHARE = find('/usr/bin/unshare', '/bin/unshare');

const OWN_USER_WRAPPER = (who: RendererIdentity) =>
  UNSHARE && SETPRIV
    ? [
        UNSHARE,
        '--net',
        '--',
        SETPRIV,
        `--reuid=${who.uid}`,
        `--regid=${who.gid}`,
        '--clear-groups',
        '--no-new-privs',
        '--pdeathsig',
        'KILL',
        '--',
      ]
    : undefined;

const NAMESPACES_WRAPPER =
  UNSHARE && SETPRIV
    ? [
        SETPRIV,
        '--pdeathsig',
        'KILL',
        '--',
        UNSHARE,
        '--user',
        '--map-current-user',
        '--net',
        '--pid',
        '--fork',
        '--kill-child',
        '--',
      ]
    : undefined;

const works = (wrapper: readonly string[] | undefined) =>
  wrapper !== undefined &&
  spawnSync(wrapper[0]!, [...wrapper.slice(1), '/bin/true'], { stdio: 'ignore', timeout: 5000 }).status === 0;

let chosen: { kind: ConfinementKind; prefix: readonly string[] } | undefined;

/** The confinement this machine allows, tried once: the strongest that works. */
export function confinementOf(who: RendererIdentity = DEFAULT_RENDER_USER): {
  kind: ConfinementKind;
  prefix: readonly string[];
} {
  if (chosen) return chosen;
  const ownUser = OWN_USER_WRAPPER(who);
  if (process.getuid?.() === 0 && works(ownUser)) chosen = { kind: 'own-user', prefix: ownUser! };
  else if (process.getuid?.() !== 0 && works(NAMESPACES_WRAPPER))
    chosen = { kind: 'namespaces', prefix: NAMESPACES_WRAPPER! };
  else chosen = { kind: 'permissions-only', prefix: SETPRIV ? [SETPRIV, '--pdeathsig', 'KILL', '--'] : [] };
  return chosen;
}

/** The start-up warning when the renderer could only be confined by Node's permission model. */
export const confinementWarning = (kind: ConfinementKind): string | undefined =>
  kind === 'permissions-only'
    ? 'Le rendu des versions déployées n’a ni utilisateur ni espaces de noms à lui (ni root, ni unshare) : seul le modèle de permissions de Node le retient. Lancez le serveur en root (il passe le rendu sous RENDER_USER) ou autorisez les espaces de noms sans privilège.'
    : undefined;

/**
 * Under its own user, the renderer must reach what it reads and own what it writes: its output
 * folders are given to it, and the folders leading to its inputs that the server itself made
 * without a way through (a staging folder, 0700) are opened to traversal only (o+x, never a
 * listing), never a folder of someone else's. Inputs are public bytes (builds, content); the private
 * folders (database, secrets) stay closed to it.
 */
export async function openPathsTo(
  who: RendererIdentity,
  read: readonly string[],
  write: readonly string[],
): Promise<void> {
  const me = process.getuid?.();
  for (const folder of write) await fs.promises.chown(folder, who.uid, who.gid);
  /** Each folder and the bits others need on it: read and traverse an input, traverse the way to it. */
  const needed = new Map<string, number>();
  for (const target of [...read, ...write]) {
    for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir))
      needed.set(dir, needed.get(dir) ?? 0o001);
  }
  for (const target of read) needed.set(target, 0o005);
  for (const [dir, bits] of needed) {
    const stat = await fs.promises.stat(dir).catch(() => undefined);
    if (!stat?.isDirectory() || (stat.mode & bits) === bits || stat.uid !== me) continue;
    await fs.promises.chmod(dir, (stat.mode & 0o7777) | bits);
  }
}

/** What the renderer wrote goes back to the server's user once it is done: no later renderer owns it. */
export async function takeBack(write: readonly string[]): Promise<void> {
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  const chownTree = async (target: string): Promise<void> => {
    const stat = await fs.promises.lstat(target).catch(() => undefined);
    if (!stat) return;
    await fs.promises.lchown(target, uid, gid);
    if (stat.isDirectory())
      for (const entry of await fs.promises.readdir(target)) await chownTree(path.join(target, entry));
  };
  for (const folder of write) await chownTree(folder);
}

/** The server itself opens no inspector on SIGUSR1, even on a Node started without the flag. */
export function refuseInspectorSignal(): void {
  if (process.execArgv.includes('--disable-sigusr1')) return;
  // A handler replaces Node's default action (starting the inspector) for this signal.
  process.on('SIGUSR1', () => undefined);
}
