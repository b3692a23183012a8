import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { tokens } from './tokens';

export interface ThemeProviderProps {
  /** The tree that reads the theme. */
  children: ReactNode;
  /** Also inject the global styles. @default true */
  withGlobalStyle?: boolean;
}

/** Provides the CSI tokens to styled-components and the global styles. */
export function ThemeProvider({ children, withGlobalStyle = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={tokens}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
