export { PasswordAnalyzer } from './PasswordAnalyzer';
export type { PasswordAnalyzerProps } from './PasswordAnalyzer';
