/** At most this long is the site's code held back for the page's lead picture (a slow network). */
export const LEAD_PICTURE_WAIT_MS = 2000;

const nextFrameShown = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Settles once the page's lead picture (the one it fetches first, `fetchpriority="high"`: the
 * largest thing on screen) has been loaded and painted, at once when the page has none, and after
 * LEAD_PICTURE_WAIT_MS at most. The site's code, fetched meanwhile, runs after: evaluated earlier,
 * it held the picture's paint back by the time it took (the home page, measured in docs/performance.md).
 */
export function leadPictureShown(document: Document): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return Promise.resolve();
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      });
  const longest = new Promise<void>((resolve) => setTimeout(resolve, LEAD_PICTURE_WAIT_MS));
  return Promise.race([loaded.then(nextFrameShown), longest]);
}
