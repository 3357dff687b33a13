import { useEffect, useRef } from 'react';
import { useLocation } from '@mtdm/shared/router';
import type { AnalyticsProvider } from './analytics-provider';
import { ConsentBanner } from './consent-banner';
import { useConsent } from './consent-store';

export { useConsent } from './consent-store';

export interface AnalyticsProps {
  /** The configured service; without one, nothing is shown and nothing is tracked. */
  readonly provider?: AnalyticsProvider;
  /** French title of the page at a path, reported with each page view. */
  readonly titleFor: (pathname: string) => string;
}

/** Providers already loaded in this document: loading survives remounts and StrictMode's double effects. */
const loadedProviders = new WeakSet<AnalyticsProvider>();

/**
 * Audience measurement with consent: shows the consent banner when the visitor has not
 * decided (or asked to decide again) and, only once they accept, loads the provider and reports one
 * page view for the current path and one per change of path (never the query string).
 */
export function Analytics({ provider, titleFor }: AnalyticsProps) {
  if (!provider) return null;
  return <ConsentedAnalytics provider={provider} titleFor={titleFor} />;
}

function ConsentedAnalytics({ provider, titleFor }: Required<AnalyticsProps>) {
  const choice = useConsent((state) => state.choice);
  const reopened = useConsent((state) => state.reopened);
  const accept = useConsent((state) => state.accept);
  const refuse = useConsent((state) => state.refuse);
  // The page's path alone: its query string may hold a payment's ids (a confirmation page), the words
  // of a search or a name looked for, none of which the measure needs or may have.
  const { pathname: address } = useLocation();
  const lastReported = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (choice !== 'accepted') return;
    if (!loadedProviders.has(provider)) {
      loadedProviders.add(provider);
      provider.load();
    }
    if (lastReported.current === address) return;
    lastReported.current = address;
    provider.pageView({
      path: address,
      title: titleFor(address),
      location: `${window.location.origin}${address}`,
    });
  }, [choice, provider, address, titleFor]);

  if (choice !== undefined && !reopened) return null;
  return <ConsentBanner onAccept={accept} onRefuse={refuse} focusOnShow={reopened} />;
}
