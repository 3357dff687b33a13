import { FIRST_VIEW_WAIT_MS, firstViewShown } from '../first-view';

/** A page whose lead picture is still loading. */
function pageWithLoadingPicture(): HTMLImageElement {
  document.body.innerHTML = '<main><img src="/hero.webp" alt="Ancre" fetchpriority="high"></main>';
  const picture = document.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: false });
  return picture;
}

/** A page whose lead picture has already failed to load. */
function pageWithBrokenPicture(): HTMLImageElement {
  document.body.innerHTML = '<main><img src="/absente.webp" alt="Ancre" fetchpriority="high"></main>';
  const picture = document.querySelector('img')!;
  Object.defineProperties(picture, { complete: { value: true }, naturalWidth: { value: 0 } });
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

/** A browser with paint timing: returns a function that reports the named paints to the page. */
function withPaintTiming(): { paint: (...names: string[]) => void; disconnected: () => boolean } {
  let report: PerformanceObserverCallback = () => undefined;
  let disconnected = false;
  class FakeObserver {
    static readonly supportedEntryTypes = ['paint'];
    constructor(callback: PerformanceObserverCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    paint: (...names) =>
      report(
        {
          getEntries: () => names.map((name) => ({ name })),
        } as PerformanceObserverEntryList,
        {} as PerformanceObserver,
      ),
    disconnected: () => disconnected,
  };
}

/** A page without a lead picture: its first text is what the visitor sees first. */
function pageWithText(): void {
  document.body.innerHTML =
    '<main><p>Le musée en bref</p><img src="/petite.webp" alt="" loading="lazy"></main>';
}

const nodeObserver = globalThis.PerformanceObserver;
afterEach(() =>
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: nodeObserver, configurable: true }),
);

describe('on a page without a lead picture', () => {
  beforeEach(pageWithText);

  it('holds the code until the browser has painted the first text', async () => {
    const browser = withPaintTiming();
    const shown = firstViewShown(document);
    browser.paint('first-paint');
    expect(await settledAfter(shown, 500)).toBe(false);
    browser.paint('first-paint', 'first-contentful-paint');
    expect(await settledAfter(shown, 0)).toBe(true);
    expect(browser.disconnected()).toBe(true);
  });

  it('waits for a frame where the browser does not report its paints', async () => {
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: undefined, configurable: true });
    const shown = firstViewShown(document);
    expect(await settledAfter(shown, 0)).toBe(false);
    expect(await settledAfter(shown, 50)).toBe(true);
  });
});

it('starts the code at once in a document that carries no page (a signed-in space’s empty root)', async () => {
  withPaintTiming();
  document.body.innerHTML = '<noscript>Ce site a besoin de JavaScript.</noscript><div id="root"></div>';
  expect(await settledAfter(firstViewShown(document), 0)).toBe(true);
  // A pre-rendered page in the same root still holds it until its first text is painted.
  document.body.innerHTML = '<div id="root"><main><p>Le musée en bref</p></main></div>';
  expect(await settledAfter(firstViewShown(document), 500)).toBe(false);
});

it('holds the code until the lead picture has loaded and a frame has shown it', async () => {
  const picture = pageWithLoadingPicture();
  const shown = firstViewShown(document);
  expect(await settledAfter(shown, 500)).toBe(false);
  picture.dispatchEvent(new Event('load'));
  expect(await settledAfter(shown, 100)).toBe(true);
});

it('lets the code run when the lead picture fails', async () => {
  const picture = pageWithLoadingPicture();
  const shown = firstViewShown(document);
  picture.dispatchEvent(new Event('error'));
  expect(await settledAfter(shown, 100)).toBe(true);
});

it.each([
  ['a lead picture that is slow to come', pageWithLoadingPicture],
  [
    'only text, in a tab that paints nothing (hidden)',
    () => {
      pageWithText();
      withPaintTiming();
    },
  ],
])('never holds the code longer than the limit, on a page with %s', async (_page, setUpPage) => {
  setUpPage();
  const shown = firstViewShown(document);
  expect(await settledAfter(shown, FIRST_VIEW_WAIT_MS - 10)).toBe(false);
  expect(await settledAfter(shown, 20)).toBe(true);
});

describe('in a browser that reports when an element is on screen (Element Timing)', () => {
  /** The lead picture, and a function that reports Element Timing entries to the page. */
  function markedPictureReported({ broken = false } = {}): {
    picture: HTMLImageElement;
    report: (identifier: string) => void;
  } {
    const picture = broken ? pageWithBrokenPicture() : pageWithLoadingPicture();
    let callback: PerformanceObserverCallback = () => undefined;
    class FakeObserver {
      static readonly supportedEntryTypes = ['paint', 'element'];
      constructor(observed: PerformanceObserverCallback) {
        callback = observed;
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true });
    const report = (identifier: string) =>
      callback(
        {
          getEntries: () => [{ entryType: 'element', identifier, name: identifier }],
        } as unknown as PerformanceObserverEntryList,
        {} as PerformanceObserver,
      );
    return { picture, report };
  }

  it('holds the code until the browser says the lead picture is on screen, not only loaded', async () => {
    const { picture, report } = markedPictureReported();
    const shown = firstViewShown(document);
    // Marked by the shell while it loads (the attribute is not valid in the served HTML).
    expect(picture.getAttribute('elementtiming')).toBe('lead-picture');
    picture.dispatchEvent(new Event('load'));
    expect(await settledAfter(shown, 100)).toBe(false);
    report('another-picture');
    expect(await settledAfter(shown, 0)).toBe(false);
    report('lead-picture');
    expect(await settledAfter(shown, 0)).toBe(true);
  });

  it('lets the code run when the lead picture fails, before or after the start', async () => {
    const { picture } = markedPictureReported();
    const shown = firstViewShown(document);
    picture.dispatchEvent(new Event('error'));
    expect(await settledAfter(shown, 0)).toBe(true);

    markedPictureReported({ broken: true });
    expect(await settledAfter(firstViewShown(document), 0)).toBe(true);
  });

  it('waits for the first paint, not for a report, when the picture has already loaded', async () => {
    const { report } = markedPictureReported();
    document.body.innerHTML = '<main><img src="/hero.webp" alt="Ancre" fetchpriority="high"></main>';
    const picture = document.querySelector('img')!;
    Object.defineProperties(picture, { complete: { value: true }, naturalWidth: { value: 1600 } });
    const shown = firstViewShown(document);
    expect(picture.hasAttribute('elementtiming')).toBe(false);
    expect(await settledAfter(shown, 100)).toBe(false);
    report('first-contentful-paint');
    expect(await settledAfter(shown, 0)).toBe(true);
  });
});
