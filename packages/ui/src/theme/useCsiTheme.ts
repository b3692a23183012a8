import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import type { CsiTheme } from './CsiTheme';
import { darkTheme } from './darkTheme';

/** The theme of the nearest ThemeProvider, or the dark theme when there is none. */
export function useCsiTheme(): CsiTheme {
  return useContext(ThemeContext) ?? darkTheme;
}
