export { CopyButton, COPY_CONFIRM_MS } from './CopyButton';
export type { CopyButtonProps, CopyButtonState } from './CopyButton';
