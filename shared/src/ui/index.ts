export { PageSection } from './page-layout/page-section';
export { PagePlaceholder, PREPARATION_NOTICE } from './page-placeholder/page-placeholder';
