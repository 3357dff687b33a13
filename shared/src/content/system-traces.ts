// What a computer's file manager leaves in a folder it shows, unseen by the person who uses it: the
// Finder's .DS_Store and ._ files (and __MACOSX/ in its archives), Windows' Thumbs.db and desktop.ini,
// KDE's .directory. They are not content: a check passes them over and a release drops them, so that
// a volunteer is never refused for a file their computer hides from them.

/** The names of such files and folders (compared without case: Windows ignores it). */
const TRACE_NAMES = new Set([
  '.ds_store',
  '__macosx',
  '.spotlight-v100',
  '.trashes',
  '.fseventsd',
  '.temporaryitems',
  'thumbs.db',
  'ehthumbs.db',
  'desktop.ini',
  '.directory',
]);

/** Whether one part of a relative path ('news/.DS_Store', '__MACOSX/…') is such a trace. */
export const isSystemTrace = (relative: string): boolean =>
  relative
    .split('/')
    .some((part) => TRACE_NAMES.has(part.toLowerCase()) || (part.startsWith('._') && part.length > 2));
