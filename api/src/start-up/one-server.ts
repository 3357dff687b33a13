// One server for one site's data. The server keeps some of its promises in its own memory: a refund
// asked of the provider once (orders/refunds-underway.ts), releases one after another
// (releases/release-locks.ts). A second server started on the same database or the same deployment
// folder (a hand-launched copy beside the service, a restart that did not wait) would keep its own
// memory and break them; so it does not start. Each folder is held by a lock the system gives to one
// process at a time and takes back when that process ends, however it ends (kill -9 included): no
// stale lock to clear by hand.
import fs from 'node:fs';
import path from 'node:path';
import { takeFolderLock, type FolderLock } from './server-lock-store';

/** The lock's file in each folder held. */
export const LOCK_FILE = 'server.lock';

/** How long a server waits for a lock before giving up: a restart whose previous process is ending. */
const WAIT_MS = 3000;

/** Said by a second server, which then stops: the folder, and what to do. */
export const anotherServerMessage = (folder: string) =>
  `Un autre serveur du site tourne déjà sur ${folder} : arrêtez-le avant d’en lancer un autre ` +
  '(deux serveurs sur les mêmes données demanderaient deux fois le même remboursement et mêleraient leurs publications).';

class AnotherServerRuns extends Error {}

/** The locks held, referenced here: a connection the garbage collector closed would let its lock go. */
const held = new Set<FolderLock>();

/** Takes the lock of one folder, or throws when another process holds it. */
function holdFolder(folder: string, waitMs: number): FolderLock {
  // Made as the server makes it otherwise: the database's is closed to others when the database opens.
  fs.mkdirSync(folder, { recursive: true });
  const lock = takeFolderLock(path.join(folder, LOCK_FILE), waitMs);
  if (lock === 'taken') throw new AnotherServerRuns(anotherServerMessage(folder));
  return lock;
}

/**
 * Holds the folders of the site's data (the database's) and of its deployments for as long as this
 * process runs; returns what lets them go (a test's, or a clean stop's). Throws, holding none, when
 * another process holds one of them.
 */
export function holdSiteFolders(folders: readonly string[], waitMs = WAIT_MS): () => void {
  const taken: FolderLock[] = [];
  const letGo = () => {
    for (const lock of taken) {
      held.delete(lock);
      lock.close();
    }
  };
  try {
    for (const folder of new Set(folders.map((each) => path.resolve(each)))) {
      const lock = holdFolder(folder, waitMs);
      taken.push(lock);
      held.add(lock);
    }
  } catch (error) {
    letGo();
    throw error;
  }
  return letGo;
}
