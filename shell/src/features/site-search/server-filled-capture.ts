import { CLOSEST_PAGES_ID, SEARCH_RESULTS_ID } from '@mtdm/shared/search/page-marks';

// What the server wrote into the page's search results or closest pages, read as the frame loads,
// before React hydrates: the page's chunk arrives later, and React may render its part again by then,
// the server's HTML gone.
const filledByServer = new Map<string, string>();
/** The address the server wrote it for: the page first loaded. */
const loadedAt = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
if (typeof document !== 'undefined') {
  for (const id of [SEARCH_RESULTS_ID, CLOSEST_PAGES_ID]) {
    const element = document.getElementById(id);
    if (element) filledByServer.set(id, element.innerHTML);
  }
}

/** What the server wrote into `elementId` for `address`, when that is the page first loaded. */
export const filledByServerFor = (elementId: string, address: string): string | null =>
  address === loadedAt ? (filledByServer.get(elementId) ?? null) : null;
