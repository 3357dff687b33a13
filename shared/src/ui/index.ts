export { PageSection } from './page-layout/page-section';
export { PagePlaceholder, PREPARATION_NOTICE, createPlaceholderPage } from './page-placeholder/page-placeholder';
export type { RemotePageModule } from './standalone/remote-page-module';
