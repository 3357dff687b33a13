/** At most this long is the site's code held back for the page's first view (a slow network). */
export const FIRST_VIEW_WAIT_MS = 2000;

/** The lead picture's Element Timing name, given to it here (the attribute is not valid HTML). */
const LEAD_PICTURE_TIMING = 'lead-picture';

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

/** Settles once the browser says it has painted the page's first text or picture (or a frame later). */
const firstContentShown = () =>
  browserReports('paint')
    ? reported('paint', (entry) => entry.name === 'first-contentful-paint')
    : nextFrameShown();

/**
 * Settles once the visitor sees the page: its lead picture (the one it fetches first,
 * `fetchpriority="high"`: the largest thing on screen) shown on screen or, on a page without
 * one, its first text painted; after FIRST_VIEW_WAIT_MS at most (a hidden tab paints nothing); at
 * once when the document carries no page (an empty root: the code renders it). The
 * site's code is fetched and run after: evaluated earlier, it held the paint back by the time it took
 * (the home page's picture and the museum in brief's text), and fetched earlier, its download competed
 * with the page's own (both measured in docs/performance.md).
 */
export function firstViewShown(document: Document): Promise<void> {
  // A document with nothing in its root (a signed-in space's, never pre-rendered) paints nothing
  // before its code runs: waiting would only leave the screen blank for the whole limit.
  const root = document.getElementById('root');
  if (root && !root.firstElementChild) return Promise.resolve();
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const shown = picture ? pictureShown(picture) : firstContentShown();
  const longest = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS));
  return Promise.race([shown, longest]);
}

/**
 * Settles once the browser says it has shown the lead picture on screen (Element Timing): the end of
 * a frame is not enough, the screen may show it later. The picture is marked here, while it is still
 * loading: the browser reports a picture painted once it has loaded. One already loaded (from the
 * cache), or a browser without Element Timing: once the first paint is reported and a frame has
 * passed since the load. A picture that fails to load is never shown: the code then runs at once.
 */
function pictureShown(picture: HTMLImageElement): Promise<void> {
  const ended = new Promise<boolean>((resolve) => {
    if (picture.complete) resolve(picture.naturalWidth > 0);
    picture.addEventListener('load', () => resolve(true), { once: true });
    picture.addEventListener('error', () => resolve(false), { once: true });
  });
  if (picture.complete || !browserReports('element')) {
    // The first paint reported (the screen may show a frame after its end), and a frame after the load.
    return ended.then((loaded) => {
      if (loaded) return Promise.all([firstContentShown(), nextFrameShown()]).then(() => undefined);
    });
  }
  picture.setAttribute('elementtiming', LEAD_PICTURE_TIMING);
  // Entries are buffered: the report may come before or after the load event.
  return ended.then((loaded) => {
    if (loaded) return reported('element', (entry) => entry.identifier === LEAD_PICTURE_TIMING);
  });
}
