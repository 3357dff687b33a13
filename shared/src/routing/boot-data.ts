/**
 * What the shell needs before anything else — where each remote's manifest is (/remotes.json) and
 * the deployment's settings (/site-config.json) — written by the server into the document it sends,
 * so a first visit does not wait for two more requests. The shell falls back to those two addresses
 * when a document has none (the development server, a page served as a plain file).
 */
export interface BootData {
  /** Manifest address of each remote, by federation name (the content of /remotes.json). */
  readonly remotes?: Readonly<Record<string, string>>;
  /** The content of /site-config.json. */
  readonly siteConfig?: Readonly<Record<string, unknown>>;
  /** The live content release (null: the site's own content folder), whose collections a page fetches. */
  readonly contentVersion?: string | null;
  /**
   * A signed-in space's page (served to a signed-in person only): the remote and exposed module the
   * shell shows there, and its title. Never in a public page.
   */
  readonly signedInSpace?: ShownModulePage;
  /**
   * A public module's own page (a module registered while the server runs, whose pages are not in the
   * page registry yet): the remote and exposed module the shell shows at its address.
   */
  readonly modulePage?: ShownModulePage;
}

/** Which module renders a page the server names (e.g. mfe_volunteers, './VolunteersSpacePage'). */
interface ShownModulePage {
  readonly remote: string;
  readonly module: string;
  readonly title: string;
}

/** The element of the document that holds it (a JSON data block, never executed). */
export const BOOT_DATA_ELEMENT_ID = 'mtdm-boot-data';

/** Left in the shell's index.html (and so in every pre-rendered page); the server fills it in. */
export const BOOT_DATA_PLACEHOLDER = '%BOOT_DATA%';

/** Data as a document's JSON block carries it: JSON that cannot close its <script> element. */
export const serializeDataBlock = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The boot data as the document carries it. */
export const serializeBootData = (data: BootData): string => serializeDataBlock(data);

/** The GA4 measurement id of the site's settings, when it is a well-formed one (none: no analytics at all). */
export function measurementIdOf(siteConfig: unknown): string | undefined {
  if (typeof siteConfig !== 'object' || siteConfig === null) return undefined;
  const id = (siteConfig as Record<string, unknown>).ga4MeasurementId;
  return typeof id === 'string' && /^G-[A-Z0-9]+$/.test(id) ? id : undefined;
}

/** Reads the data block's text: an object, or undefined when it is missing, unfilled or unreadable. */
export function parseBootData(text: string | null | undefined): BootData | undefined {
  if (!text || text.trim() === BOOT_DATA_PLACEHOLDER) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as BootData)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The little of the DOM this reads (this file is also compiled for the api, without the DOM types). */
export type DocumentLike = { getElementById(id: string): { readonly textContent: string | null } | null };

/** The data of the current document, read when first needed (never during a render), or undefined. */
export function readBootData(): BootData | undefined {
  const { document } = globalThis as { document?: DocumentLike };
  return parseBootData(document?.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent);
}
