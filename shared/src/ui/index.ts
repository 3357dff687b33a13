export { PageSection } from './page-layout/page-section';
export {
  PagePlaceholder,
  PREPARATION_NOTICE,
  createPlaceholderPage,
} from './page-placeholder/page-placeholder';
export type { RemotePageModule } from './standalone/remote-page-module';
export { Button } from './button';
export type { ButtonStyleProps, ButtonVariant } from './button';
export { Modal } from './modal';
export type { ModalProps, ModalPlacement } from './modal';
export * from './form';
export * from './payment';
