export { Modal } from './modal';
