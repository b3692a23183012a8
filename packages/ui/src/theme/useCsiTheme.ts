'use client';

import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import type { CsiTheme } from './CsiTheme';
import { darkTheme } from './darkTheme';
import { isCsiTheme } from './isCsiTheme';

/** The CSI theme of the nearest ThemeProvider, or the dark theme when there is none (or only an app's own theme). */
export function useCsiTheme(): CsiTheme {
  const theme: unknown = useContext(ThemeContext);
  return isCsiTheme(theme) ? theme : darkTheme;
}
