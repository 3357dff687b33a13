// At start, before anything is served: renderers a killed server left running are ended, a switch
// whose checks never finished is undone (the live state is always one that was checked), and the
// staging area is emptied.
import fs from 'node:fs';
import path from 'node:path';
import { currentStateDir, hasStateRecord, stagingDir, switchState } from './layout';
import { RENDERER_MARK } from './sandbox';
import { clearJournal, readJournal, type SwitchEntry } from './switch-journal';

export interface Reconciliation {
  /** A switch found unfinished, and undone when its state was live. */
  readonly interrupted: SwitchEntry | null;
  readonly undone: boolean;
  /** Renderers that were still running. */
  readonly ended: number;
}

/** Ends the renderers recorded in the staging area that are still running (and only those). */
function endOrphanRenderers(deployDir: string): number {
  const staging = stagingDir(deployDir);
  if (!fs.existsSync(staging)) return 0;
  let ended = 0;
  for (const folder of fs.readdirSync(staging)) {
    const pidFile = path.join(staging, folder, 'renderer.pid');
    if (!fs.existsSync(pidFile)) continue;
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone
    }
    if (!Number.isInteger(pid) || pid <= 1 || !command.includes(RENDERER_MARK)) continue;
    try {
      process.kill(-pid, 'SIGKILL');
      ended += 1;
    } catch {
      // gone meanwhile
    }
  }
  return ended;
}

export async function reconcileReleases(deployDir: string): Promise<Reconciliation> {
  const ended = endOrphanRenderers(deployDir);
  const interrupted = readJournal(deployDir);
  let undone = false;
  if (interrupted) {
    const live = currentStateDir(deployDir);
    if (
      live === interrupted.state &&
      interrupted.previousState &&
      hasStateRecord(interrupted.previousState)
    ) {
      switchState(deployDir, interrupted.previousState);
      undone = true;
    }
    clearJournal(deployDir);
  }
  await fs.promises.rm(stagingDir(deployDir), { recursive: true, force: true });
  return { interrupted, undone, ended };
}
