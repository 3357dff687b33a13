export { PageSection } from './page-layout/page-section';
export { HeroBanner } from './page-layout/hero-banner';
export type { HeroBannerProps } from './page-layout/hero-banner';
export { ContentSection, Prose, CardGrid } from './page-layout/content-section';
export type { ContentSectionProps } from './page-layout/content-section';
export { LinkCard } from './page-layout/link-card';
export { LinkCardGrid } from './page-layout/link-card-grid';
export type { LinkCardItem } from './page-layout/link-card-grid';
export type { LinkCardProps } from './page-layout/link-card';
export { StatGrid } from './page-layout/stat-grid';
export {
  PagePlaceholder,
  PREPARATION_NOTICE,
  createPlaceholderPage,
} from './page-placeholder/page-placeholder';
export type { RemotePageModule } from './standalone/remote-page-module';
export { Button, ButtonLink, RoundIconButton } from './button';
export type { ButtonStyleProps, ButtonVariant } from './button';
export { Modal } from './modal';
export type { ModalProps, ModalPlacement } from './modal';
export * from './form';
export * from './payment';
export * from './assets';
export * from './media';
export * from './pdf-viewer';
export * from './accordion';
export * from './scroller';
export * from './stat-counter';
export * from './fade-in';
export * from './motion';
export * from './news';
export * from './clock';
export { useElementId } from './element-id/use-element-id';
