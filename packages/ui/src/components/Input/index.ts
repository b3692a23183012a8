export { Input } from './Input';
export type { InputProps } from './Input';
export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
