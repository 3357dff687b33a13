import { useMemo } from 'react';
import { Analytics } from './analytics';
import { createGa4Provider } from './ga4-provider';
import { pageTitleForPath } from './page-title';

interface SiteAnalyticsProps {
  readonly measurementId: string;
}

/**
 * The consent banner and the GA4 provider, in a chunk of their own: loaded only when the site has a
 * measurement id, once the page is on screen and interactive (the App renders it after reading the
 * site configuration, in an effect).
 */
export default function SiteAnalytics({ measurementId }: SiteAnalyticsProps) {
  const provider = useMemo(() => createGa4Provider(measurementId), [measurementId]);
  return <Analytics provider={provider} titleFor={pageTitleForPath} />;
}
