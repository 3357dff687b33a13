import { lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemotePage, type RemotePageRef } from './load-remote-page';
import { PageLoading } from './page-loading';
import { PrerenderedPageContext } from './prerendered-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

const pageCache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(ref: RemotePageRef, fresh: boolean): LazyExoticComponent<ComponentType> {
  const key = `${ref.remote}/${ref.module}`;
  const cached = pageCache.get(key);
  if (cached && !fresh) return cached;
  const page = lazy(async () => {
    try {
      return { default: await loadRemotePage(ref) };
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
  const [Page, setPage] = useState<ComponentType>(() => prerendered ?? lazyPage(page, false));
  const retry = () => {
    setPage(() => lazyPage(page, true));
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={retry}
      fallback={(onRetry) => <RemoteUnavailable onRetry={onRetry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Test hook: forget every loaded page. */
export function clearPageCacheForTests(): void {
  pageCache.clear();
}
