import fs from 'node:fs';

/** The bytes an unprivileged writer may still use on the disk holding `folder`, or undefined when unreadable. */
export function freeBytesAt(folder: string): number | undefined {
  try {
    const stats = fs.statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}
