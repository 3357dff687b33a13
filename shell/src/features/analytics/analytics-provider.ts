/** One page view, as reported to an analytics service. */
interface PageView {
  /** Path and query string of the page, e.g. `/pages/laboutique?tri=asc`. */
  readonly path: string;
  /** French title of the page. */
  readonly title: string;
  /** Full address of the page. */
  readonly location: string;
}

/**
 * A third-party audience-measurement service. Nothing may be loaded or sent before the visitor
 * consents: `load()` is only called after consent, and `pageView()` only after `load()`.
 */
export interface AnalyticsProvider {
  readonly name: string;
  /** Loads the service's script and configures it. Called once, after consent. */
  load(): void;
  pageView(view: PageView): void;
}
