/** At most this long is the site's code held back for the page's first view (a slow network). */
export const FIRST_VIEW_WAIT_MS = 2000;

const nextFrameShown = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Settles once the browser says it has painted the page's first text or picture. */
function firstContentShown(): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return nextFrameShown();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Settles once the visitor sees the page: its lead picture (the one it fetches first,
 * `fetchpriority="high"`: the largest thing on screen) loaded and painted or, on a page without
 * one, its first text painted; after FIRST_VIEW_WAIT_MS at most (a hidden tab paints nothing). The
 * site's code, fetched meanwhile, runs after: evaluated earlier, it held the paint back by the time
 * it took (the home page's picture and the museum in brief's text, measured in docs/performance.md).
 */
export function firstViewShown(document: Document): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const shown = picture ? pictureLoaded(picture).then(nextFrameShown) : firstContentShown();
  const longest = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS));
  return Promise.race([shown, longest]);
}

function pictureLoaded(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}
