import { LEAD_PICTURE_TIMING } from '@mtdm/shared/routing';

/** At most this long is the site's code held back for the page's first view (a slow network). */
export const FIRST_VIEW_WAIT_MS = 2000;

type ReportedEntry = PerformanceEntry & { readonly identifier?: string };

const nextFrameShown = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const browserReports = (type: string) =>
  globalThis.PerformanceObserver?.supportedEntryTypes?.includes(type) ?? false;

/** Settles once the browser reports an entry of `type` that `matches` (Paint or Element Timing). */
function reported(type: string, matches: (entry: ReportedEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/**
 * Settles once the visitor sees the page: its lead picture (the one it fetches first,
 * `fetchpriority="high"`: the largest thing on screen) shown on screen or, on a page without
 * one, its first text painted; after FIRST_VIEW_WAIT_MS at most (a hidden tab paints nothing). The
 * site's code is fetched and run after: evaluated earlier, it held the paint back by the time it took
 * (the home page's picture and the museum in brief's text), and fetched earlier, its download competed
 * with the page's own (both measured in docs/performance.md).
 */
export function firstViewShown(document: Document): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const shown = picture
    ? pictureShown(picture)
    : browserReports('paint')
      ? reported('paint', (entry) => entry.name === 'first-contentful-paint')
      : nextFrameShown();
  const longest = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS));
  return Promise.race([shown, longest]);
}

/**
 * Settles once the browser says it has shown the lead picture on screen (Element Timing, read from
 * its `elementtiming` mark): the end of a frame is not enough, the screen may show it later. Where
 * the browser does not report it, once the picture has loaded and a frame has passed. A picture that
 * fails to load is never shown: the code then runs at once.
 */
function pictureShown(picture: HTMLImageElement): Promise<void> {
  const ended = new Promise<boolean>((resolve) => {
    if (picture.complete) resolve(picture.naturalWidth > 0);
    picture.addEventListener('load', () => resolve(true), { once: true });
    picture.addEventListener('error', () => resolve(false), { once: true });
  });
  if (!browserReports('element') || picture.getAttribute('elementtiming') !== LEAD_PICTURE_TIMING) {
    return ended.then(nextFrameShown);
  }
  const failed = ended.then((loaded) => (loaded ? new Promise<void>(() => undefined) : undefined));
  return Promise.race([reported('element', (entry) => entry.identifier === LEAD_PICTURE_TIMING), failed]);
}
