// What the local editor may touch: files under content/, and nothing else of the repository. The
// paths of a decap-server request (its "params") are found by their names, wherever they sit.

/** The request fields that name a file or a folder of the repository. */
const PATH_FIELDS = new Set(['path', 'newPath', 'folder', 'mediaFolder', 'paths']);
const CONTENT = 'content';

/** Every path a request names. */
function pathsOf(value, key = '') {
  if (typeof value === 'string') return PATH_FIELDS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => pathsOf(item, key === 'paths' ? 'path' : ''));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) => pathsOf(inner, name));
  return [];
}

/** Whether a path stays inside content/ (no absolute path, no way up). */
export function isContentPath(candidate) {
  if (candidate.includes('\0') || candidate.includes('\\') || candidate.startsWith('/')) return false;
  const parts = candidate.split('/').filter((part) => part !== '' && part !== '.');
  return parts[0] === CONTENT && !parts.includes('..');
}

/** The first path of a request outside content/, or undefined. */
export const outsideContent = (body) =>
  pathsOf(body?.params ?? {}).find((candidate) => !isContentPath(candidate));

/** What a request outside content/ gets (French typography: no-break spaces before « : » and in « »). */
export const refusal = (outside) =>
  `L’éditeur local ne touche qu’au dossier content/\u00a0: «\u00a0${outside}\u00a0» refusé.`;
