export { Analytics, type AnalyticsProps } from './analytics';
export type { AnalyticsProvider, PageView } from './analytics-provider';
export { createGa4Provider } from './ga4-provider';
export { useConsent, createConsentStore, CONSENT_STORAGE_KEY, type ConsentChoice } from './consent-store';
export { ConsentBanner } from './consent-banner';
