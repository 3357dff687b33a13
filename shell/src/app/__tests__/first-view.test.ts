import { LEAD_PICTURE_WAIT_MS, leadPictureShown } from '../lead-picture';

/** A page whose lead picture is still loading. */
function pageWithLoadingPicture(): HTMLImageElement {
  document.body.innerHTML = '<main><img src="/hero.webp" alt="Ancre" fetchpriority="high"></main>';
  const picture = document.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: false });
  return picture;
}

/** Whether the promise has settled once pending timers and frames have run. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

it('lets the code run at once on a page without a lead picture', async () => {
  document.body.innerHTML = '<main><img src="/petite.webp" alt="" loading="lazy"></main>';
  expect(await settledAfter(leadPictureShown(document), 0)).toBe(true);
});

it('holds the code until the lead picture has loaded and a frame has shown it', async () => {
  const picture = pageWithLoadingPicture();
  const shown = leadPictureShown(document);
  expect(await settledAfter(shown, 500)).toBe(false);
  picture.dispatchEvent(new Event('load'));
  expect(await settledAfter(shown, 100)).toBe(true);
});

it('lets the code run when the lead picture fails', async () => {
  const picture = pageWithLoadingPicture();
  const shown = leadPictureShown(document);
  picture.dispatchEvent(new Event('error'));
  expect(await settledAfter(shown, 100)).toBe(true);
});

it('never holds the code longer than the limit', async () => {
  pageWithLoadingPicture();
  const shown = leadPictureShown(document);
  expect(await settledAfter(shown, LEAD_PICTURE_WAIT_MS - 10)).toBe(false);
  expect(await settledAfter(shown, 20)).toBe(true);
});
