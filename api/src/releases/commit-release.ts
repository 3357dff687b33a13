// A prepared release made live: composed into a state from the site live at that moment, its sent
// files moved in place, the switch written in the journal, made, checked by `check` (the server's
// smoke check), and switched back when the check finds a problem. One commit at a time for the site.
import { composeState } from './compose-state';
import { readLiveSite, switchState } from './layout';
import type { PreparedRelease, ReleaseEnvironment, ReleaseWorkspace } from './prepared-release';
import type { ReleaseLocks } from './release-locks';
import { clearJournal, writeJournal, type SwitchEntry } from './switch-journal';

export type Commit =
  | { readonly ok: true; readonly state: string }
  | { readonly ok: false; readonly rolledBack: boolean; readonly problems: readonly string[] };

export function commitRelease(
  env: ReleaseEnvironment,
  locks: ReleaseLocks,
  release: PreparedRelease,
  workspace: ReleaseWorkspace,
  journal: Omit<SwitchEntry, 'module' | 'version' | 'state' | 'previousState'>,
  check: (release: PreparedRelease) => Promise<string[]>,
): Promise<Commit> {
  const { deployDir } = env.roots;
  return locks.commit(async (): Promise<Commit> => {
    const live = readLiveSite(deployDir);
    const site = release.apply(live);
    const composed = await composeState({
      deployDir,
      site,
      builds: release.builds(site),
      contentDir: release.contentDir(site),
      outDir: workspace.renderDir,
      taken: release.taken,
      indexDir: workspace.indexDir,
      limits: env.limits,
      pidFile: workspace.pidFile,
    });
    if ('problems' in composed) return { ok: false, rolledBack: false, problems: composed.problems };
    await release.moveInPlace();
    writeJournal(deployDir, {
      ...journal,
      module: release.module,
      version: release.version,
      state: composed.dir,
      previousState: live.dir,
    });
    switchState(deployDir, composed.dir);
    const problems = await check(release);
    if (problems.length > 0 && live.dir) switchState(deployDir, live.dir);
    clearJournal(deployDir);
    return problems.length > 0
      ? { ok: false, rolledBack: true, problems }
      : { ok: true, state: composed.dir };
  });
}
