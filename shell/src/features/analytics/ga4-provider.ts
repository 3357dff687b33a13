import type { AnalyticsProvider } from './analytics-provider';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com/gtag/js';

/**
 * Google Analytics 4 through gtag.js. Creating the provider does nothing; `load()` (after consent)
 * injects the script once and configures it without an automatic page view and with IP anonymisation;
 * page views are then sent by the router through `pageView()`.
 */
export function createGa4Provider(
  measurementId: string,
  doc: Document = document,
  win: Window = window,
): AnalyticsProvider {
  const scriptSrc = `${GTAG_SCRIPT_ORIGIN}?id=${encodeURIComponent(measurementId)}`;
  let gtag: Gtag | undefined;

  return {
    name: 'ga4',
    load() {
      if (gtag) return;
      const alreadyThere = Array.from(doc.scripts).some((script) => script.src === scriptSrc);
      if (!alreadyThere) {
        const script = doc.createElement('script');
        script.async = true;
        script.src = scriptSrc;
        doc.head.appendChild(script);
      }
      const dataLayer = (win.dataLayer ??= []);
      // gtag.js only reads `arguments` objects from the data layer, not arrays: keep the official shape.
      win.gtag ??= function gtagShim() {
        // eslint-disable-next-line prefer-rest-params -- gtag reads the arguments object itself, as Google's snippet writes it
        dataLayer.push(arguments);
      };
      gtag = win.gtag;
      gtag('js', new Date());
      gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
    },
    pageView({ path, title, location }) {
      // Set for every event that follows too: gtag would read the document's whole address otherwise,
      // query string included.
      gtag?.('set', { page_location: location });
      gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: location });
    },
  };
}
