export { Modal } from './modal';
export type { ModalProps } from './modal';
export type { ModalPlacement } from './modal-styles';
