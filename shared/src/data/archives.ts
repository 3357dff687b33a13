import rawArchiveItems from './archive-items.json';

/** A recent entry of the archive centre; `image` is relative to shared/assets. */
export interface ArchiveItem {
  readonly id: number;
  readonly title: string;
  /** French text 'day month-name year' (date of entry into the archives). */
  readonly date: string;
  readonly image: string;
}

export const archiveItems: readonly ArchiveItem[] = rawArchiveItems;
