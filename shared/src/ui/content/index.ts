export { useContent, useSiteDetails } from './use-content';
export { useAnalyticsConfigured } from './use-analytics-configured';
