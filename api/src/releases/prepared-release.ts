// What preparing a release leaves, before it is composed into a state and switched live: the version,
// the renderer's checked output, and what the smoke check will ask for once it is served.
import type { LocatedSite, SiteRoots } from './located-site';
import type { SiteVersions } from './layout';
import type { SandboxLimits } from './sandbox';

export interface ReleaseEnvironment {
  readonly roots: SiteRoots;
  readonly limits: SandboxLimits;
}

/** A folder of the staging area for one release: the renderer's output, the index's, the renderer's pid. */
export interface ReleaseWorkspace {
  readonly renderDir: string;
  readonly indexDir: string;
  readonly pidFile: string;
}

export interface PreparedRelease {
  /** The module's folder, or 'content'. */
  readonly module: string;
  /** null: the part's own build (its dist/, or the site's content folder). */
  readonly version: string | null;
  /** The live site with this release in it (applied to the site live at switch time). */
  readonly apply: (site: SiteVersions) => SiteVersions;
  /** The builds of that site (the shell's start-up code and the modules' entries are the pages' inline scripts). */
  readonly builds: (site: SiteVersions) => LocatedSite;
  readonly contentDir: (site: SiteVersions) => string;
  /** The documents of the renderer's output that go into the state. */
  readonly taken: ReadonlySet<string>;
  /** The addresses of the pages it changes, and every file of its build, asked for once it is live. */
  readonly pages: readonly string[];
  readonly files: readonly string[];
  /** A content release: the collections it changes. */
  readonly collections?: readonly string[];
  /** Moves a sent build or content into the releases (before the switch). */
  readonly moveInPlace: () => Promise<void>;
}

export type Preparation =
  | { readonly ok: true; readonly release: PreparedRelease }
  | { readonly ok: false; readonly problems: readonly string[] };

export const refused = (problems: readonly string[]): Preparation => ({ ok: false, problems });

export const renderProblem = (page: string, message: string) =>
  `La page ${page} ne peut pas être pré-rendue : ${message}`;
