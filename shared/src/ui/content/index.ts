export { useContent, useSiteDetails } from './use-content';
