import { useState, type MouseEvent } from 'react';
import { isPlainLeftClick } from '@mtdm/shared/ui';
import { filledByServerFor } from './server-filled-capture';

/**
 * HTML the server writes into a pre-rendered page (the search results, the closest pages): at build
 * time the placeholder the server replaces; in the browser, what the server wrote for `address` (the
 * page's path and query) when that is the page first loaded; otherwise null (the browser fills it).
 */
export function useServerFilledHtml(elementId: string, placeholder: string, address: string): string | null {
  const [html] = useState(() => {
    if (typeof document === 'undefined') return placeholder;
    return filledByServerFor(elementId, address);
  });
  return html;
}

/**
 * Follows a click on a link of the site inside server-written HTML with the router (no reload),
 * as a Link would. Returns true when it did.
 */
export function followSiteLink(event: MouseEvent, navigate: (to: string) => void): boolean {
  if (!isPlainLeftClick(event)) return false;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!href?.startsWith('/') || href.includes('#')) return false;
  event.preventDefault();
  navigate(href);
  return true;
}
