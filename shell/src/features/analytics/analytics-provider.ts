/** One page view, as reported to an analytics service. */
interface PageView {
  /** Path of the page, without its query string, e.g. `/pages/laboutique`. */
  readonly path: string;
  /** French title of the page. */
  readonly title: string;
  /** Address of the page: the site's origin and the path, without the query string. */
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
