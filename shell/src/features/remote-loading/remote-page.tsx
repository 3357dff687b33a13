import { lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemotePage, sleep, type RemotePageRef } from './load-remote-page';
import { PageHydratedMark } from './page-hydrated-mark';
import { PageLoading } from './page-loading';
import { PrerenderedPageContext } from './prerendered-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

const pageCache = new Map<string, LazyExoticComponent<ComponentType>>();
/** Pages loaded before the first render (the page the visitor opened): rendered without suspending. */
const loadedPages = new Map<string, ComponentType>();
/**
 * The loading of the page the visitor opened, its retries included, until a render takes it over or
 * it succeeds (the page is then in loadedPages).
 */
const startedLoads = new Map<string, Promise<ComponentType>>();

const keyOf = (ref: RemotePageRef) => `${ref.remote}/${ref.module}`;

/**
 * Starts loading the page the visitor opened before its pre-rendered HTML is hydrated (bootstrap.tsx)
 * and settles when the page is there or its first attempt has failed. Hydrated in slices, a page whose
 * code is there answers a click or a key at once (React hydrates what the event touches first), where
 * a page still loading would lose it. A failure is left to RemotePage: the same loading goes on with its
 * retries, then the French fallback.
 */
export function preloadPage(ref: RemotePageRef): Promise<void> {
  const key = keyOf(ref);
  let firstAttemptFailed = () => undefined as void;
  const failed = new Promise<void>((resolve) => (firstAttemptFailed = resolve));
  const loading = loadRemotePage(ref, {
    wait: (ms) => {
      firstAttemptFailed();
      return sleep(ms);
    },
  });
  startedLoads.set(key, loading);
  const loaded = loading.then(
    (page) => {
      loadedPages.set(key, page);
      startedLoads.delete(key);
    },
    () => undefined,
  );
  return Promise.race([loaded, failed]);
}

/** The loading preloadPage started for this page, if no render has taken it over yet. */
function takeStartedLoad(key: string): Promise<ComponentType> | undefined {
  const loading = startedLoads.get(key);
  startedLoads.delete(key);
  return loading;
}

function lazyPage(ref: RemotePageRef, fresh: boolean): LazyExoticComponent<ComponentType> {
  const key = keyOf(ref);
  const cached = pageCache.get(key);
  if (cached && !fresh) return cached;
  const started = fresh ? undefined : takeStartedLoad(key);
  const page = lazy(async () => {
    try {
      return { default: await (started ?? loadRemotePage(ref)) };
    } catch (error) {
      pageCache.delete(key);
      throw error;
    }
  });
  pageCache.set(key, page);
  return page;
}

interface RemotePageProps {
  readonly page: RemotePageRef;
}

/**
 * Renders a page owned by a remote, with a loading state, bounded retries and a French fallback.
 * The tree is the same when the page is rendered at build time, so the browser can hydrate that HTML:
 * while the remote loads, React keeps the pre-rendered content of the Suspense boundary on screen.
 */
export function RemotePage({ page }: RemotePageProps) {
  const prerendered = useContext(PrerenderedPageContext);
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState<ComponentType>(
    () => prerendered ?? loadedPages.get(keyOf(page)) ?? lazyPage(page, false),
  );
  const retry = () => {
    setPage(() => lazyPage(page, true));
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={page.remote}
      onRetry={retry}
      fallback={(onRetry) => <RemoteUnavailable onRetry={onRetry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
        <PageHydratedMark />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Test hook: forget every loaded page. */
export function clearPageCacheForTests(): void {
  pageCache.clear();
  loadedPages.clear();
  startedLoads.clear();
}
