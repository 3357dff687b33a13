import { startTransition, useEffect, useState } from 'react';
import { FRAME_CALLS, measurementIdOf, readBootData } from '@mtdm/shared/routing';

/** Deployment settings the server publishes at /site-config.json (nothing is built into the bundle). */
export interface SiteConfig {
  /** GA4 measurement id; without it no analytics provider is used at all. */
  readonly ga4MeasurementId?: string;
}

export function parseSiteConfig(value: unknown): SiteConfig {
  const id = measurementIdOf(value);
  return id ? { ga4MeasurementId: id } : {};
}

let pending: Promise<SiteConfig> | undefined;

/** The settings the server wrote into the document, else /site-config.json. */
export function loadSiteConfig(): Promise<SiteConfig> {
  const written = readBootData()?.siteConfig;
  if (written) return Promise.resolve(parseSiteConfig(written));
  pending ??= fetch(FRAME_CALLS.siteConfig)
    .then((response) => (response.ok ? response.json() : {}))
    .then(parseSiteConfig)
    .catch(() => ({}));
  return pending;
}

/** The site configuration, or undefined while it loads. A missing or broken file means no option is set. */
export function useSiteConfig(): SiteConfig | undefined {
  const [config, setConfig] = useState<SiteConfig>();
  useEffect(() => {
    let active = true;
    // Not urgent: the page is still being hydrated when the settings arrive.
    void loadSiteConfig().then((value) => active && startTransition(() => setConfig(value)));
    return () => {
      active = false;
    };
  }, []);
  return config;
}
