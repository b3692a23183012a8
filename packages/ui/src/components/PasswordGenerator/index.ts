export { PasswordGenerator } from './PasswordGenerator';
export type { PasswordGeneratorProps } from './PasswordGenerator';
