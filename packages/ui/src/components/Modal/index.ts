export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { ModalProvider } from './ModalProvider';
export type { ModalProviderProps } from './ModalProvider';
