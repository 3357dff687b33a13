import { useSyncExternalStore } from 'react';
import { measurementIdOf, readBootData } from '../../routing';

const unchanging = () => () => undefined;

/**
 * Whether this deployment measures its audience (a GA4 id in the settings the server writes into
 * each document). A pre-rendered page says "no" (the settings are the server's, at request time);
 * the browser corrects it right after hydration, without a mismatch.
 */
export function useAnalyticsConfigured(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => measurementIdOf(readBootData()?.siteConfig) !== undefined,
    () => false,
  );
}
