export { DateSelector } from './DateSelector';
export type { DateSelectorProps } from './DateSelector';
