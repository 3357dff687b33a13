import { useMemo } from 'react';
import { Analytics } from './analytics';
import { createGa4Provider } from './ga4-provider';

interface SiteAnalyticsProps {
  readonly measurementId: string;
  readonly titleFor: (pathname: string) => string;
}

/**
 * The consent banner and the GA4 provider, in a chunk of their own: loaded only when the site has a
 * measurement id, once the page is on screen and interactive (the App renders it after reading the
 * site configuration, in an effect).
 */
export default function SiteAnalytics({ measurementId, titleFor }: SiteAnalyticsProps) {
  const provider = useMemo(() => createGa4Provider(measurementId), [measurementId]);
  return <Analytics provider={provider} titleFor={titleFor} />;
}
