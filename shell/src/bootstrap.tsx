import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadCollection, publishPageContent } from '@mtdm/shared/content';
import { BrowserRouter } from '@mtdm/shared/router';
import { readBootData } from '@mtdm/shared/routing';
import { setRenderedOn } from '@mtdm/shared/ui';
import { loadEnglishFrame } from './app/english-frame-loader';
import { SiteRoot } from './app/site-root';
import { startRemoteRegistration } from './features/remote-loading/remote-registry';

// Started at once, in parallel with the first render. A failure is not lost: the page that needs a
// remote reads /remotes.json again and shows the French fallback if it still cannot.
startRemoteRegistration().catch(() => undefined);

// The content the page was rendered with, known before it is hydrated; the live release's version
// for the collections a later page fetches.
const carriesContent = publishPageContent(readBootData()?.contentVersion ?? null);

const container = document.getElementById('root');
// An English page is hydrated with its English frame, fetched first (a chunk French pages never load).
const englishFrameReady =
  document.documentElement.lang === 'en' ? loadEnglishFrame().catch(() => undefined) : Promise.resolve();
if (container) void englishFrameReady.then(() => startSite(container));

function startSite(container: HTMLElement) {
  const site = <SiteRoot router={(app) => <BrowserRouter>{app}</BrowserRouter>} />;
  // A page RemoteErrorBoundary caught is reported there, with the French fallback: React need not
  // print it again as a console error.
  const options = { onCaughtError: () => undefined };
  // A pre-rendered page (scripts/prerender.mjs) is hydrated: its HTML stays, React takes it over,
  // first rendering the day the HTML was rendered on (lists of upcoming events), then today.
  if (container.firstElementChild) {
    setRenderedOn(container.dataset.renderedOn);
    hydrateRoot(container, site, options);
  } else {
    // A page served without its HTML (the development server): the header and the footer need the
    // practical facts and the association's details before the first render.
    const first = carriesContent ? [] : [loadCollection('practical'), loadCollection('association')];
    void Promise.allSettled(first).then(() => createRoot(container, options).render(site));
  }
}
