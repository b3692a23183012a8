export { tokens } from './tokens';
export type { Tokens } from './tokens';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
