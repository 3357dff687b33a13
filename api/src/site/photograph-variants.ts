import { isPhotograph, PHOTOGRAPH_WIDTHS } from '@mtdm/shared/content';

/**
 * The width asked for a content picture: null for the file as it is (no ?w, or a drawing), 'refused'
 * for a width the site does not make (so nobody can fill the disk with sizes).
 */
export function requestedWidth(
  relative: string,
  query: Record<string, string | undefined>,
): number | null | 'refused' {
  if (query.w === undefined || !isPhotograph(relative)) return null;
  const width = Number(query.w);
  return (PHOTOGRAPH_WIDTHS as readonly number[]).includes(width) ? width : 'refused';
}
