import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadCollection, publishPageContent } from '@mtdm/shared/content';
import { BrowserRouter } from '@mtdm/shared/router';
import { lendPageTable, readBootData } from '@mtdm/shared/routing';
import { setRenderedOn } from '@mtdm/shared/ui';
import { loadEnglishFrame } from './app/english-frame-loader';
import { preloadOpenedPage } from './app/preload-opened-page';
import { SiteRoot } from './app/site-root';
import { watchUnhandledModuleErrors } from './features/remote-loading/report-module-error';
import { startRemoteRegistration } from './features/remote-loading/remote-registry';

// The remotes' pages read the shell's page table (before any of them runs).
lendPageTable();
// Started at once, in parallel with the first render. A failure is not lost: the page that needs a
// remote reads /remotes.json again and shows the French fallback if it still cannot.
startRemoteRegistration().catch(() => undefined);
// A module's errors that no boundary caught are reported as its own (never the site's own errors).
watchUnhandledModuleErrors();

// The content the page was rendered with, known before it is hydrated; the live release's version
// for the collections a later page fetches.
const carriesContent = publishPageContent(readBootData()?.contentVersion ?? null);

const container = document.getElementById('root');
// An English page is hydrated with its English frame, fetched first (a chunk French pages never load).
const englishFrameReady =
  document.documentElement.lang === 'en' ? loadEnglishFrame().catch(() => undefined) : Promise.resolve();
// A pre-rendered page is hydrated once its own code is there too (see startSite).
const pageReady = container?.firstElementChild
  ? preloadOpenedPage(window.location.pathname)
  : Promise.resolve();
if (container) void Promise.all([englishFrameReady, pageReady]).then(() => startSite(container));

function startSite(container: HTMLElement) {
  const site = <SiteRoot router={(app) => <BrowserRouter>{app}</BrowserRouter>} />;
  // A page RemoteErrorBoundary caught is reported there, with the French fallback: React need not
  // print it again as a console error.
  // A part that threw while being hydrated (a remote that cannot load) is rendered again by React
  // and shown by its error boundary with the French fallback: not an error of the page. Any other
  // recoverable error (the HTML and the browser's render disagreeing) is reported as React would.
  const options = {
    onCaughtError: () => undefined,
    onRecoverableError: (error: unknown) => {
      if (!(error instanceof Error && error.cause !== undefined)) reportError(error);
    },
  };
  // A pre-rendered page (scripts/prerender.mjs) is hydrated: its HTML stays, React takes it over,
  // first rendering the day the HTML was rendered on (lists of upcoming events), then today.
  if (container.firstElementChild) {
    setRenderedOn(container.dataset.renderedOn);
    // In a transition React hydrates in slices of a few milliseconds, so the page answers the
    // visitor meanwhile: a click or a key hydrates what it touches first, then reaches it, which
    // needs the page's code loaded (pageReady). What is typed before is kept by the form kit's
    // fields (@mtdm/shared/ui, early-input.ts).
    startTransition(() => {
      hydrateRoot(container, site, options);
    });
  } else {
    // A page served without its HTML (the development server): the header and the footer need the
    // practical facts and the association's details before the first render.
    const first = carriesContent ? [] : [loadCollection('practical'), loadCollection('association')];
    void Promise.allSettled(first).then(() => createRoot(container, options).render(site));
  }
}
