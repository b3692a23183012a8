'use client';

import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { CsiGlobalStyle } from './CsiGlobalStyle';
import type { CsiTheme } from './CsiTheme';
import { darkTheme } from './darkTheme';

export interface ThemeProviderProps {
  /** The tree that reads the theme. */
  children: ReactNode;
  /** The tokens the components read. @default darkTheme */
  theme?: CsiTheme;
  /** Also render `CsiGlobalStyle` (page colours, font and resets on the host page). @default false */
  withGlobalStyle?: boolean;
}

/**
 * Provides a CSI theme to styled-components. Inside an app's own ThemeProvider it adds the CSI
 * tokens to the outer theme. It leaves the host page alone unless `withGlobalStyle` is set.
 */
export function ThemeProvider({ children, theme = darkTheme, withGlobalStyle = false }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <CsiGlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
