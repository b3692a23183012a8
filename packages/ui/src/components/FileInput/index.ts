export { FileInput } from './FileInput';
export type { FileInputProps } from './FileInput';
