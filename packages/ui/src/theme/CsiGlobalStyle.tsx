'use client';

import { createGlobalStyle } from 'styled-components';
import type { CsiTheme } from './CsiTheme';
import { cssVariableTheme } from './cssVariables';
import { useCsiTheme } from './useCsiTheme';

const BaseStyles = createGlobalStyle<{ $theme: CsiTheme }>`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${({ $theme }) => $theme.color.bg};
    color: ${({ $theme }) => $theme.color.text};
    font-family: ${({ $theme }) => $theme.font.body};
    line-height: 1.6;
  }
  a { color: ${({ $theme }) => $theme.color.accent}; }
  :focus-visible { outline: 3px solid ${({ $theme }) => $theme.color.focus}; outline-offset: 2px; }
`;

/**
 * Opt-in page styles: the theme's page colours and font on `body`, border-box sizing, no body
 * margin and the focus ring. Render it once at the app root.
 */
export function CsiGlobalStyle() {
  return <BaseStyles $theme={cssVariableTheme(useCsiTheme())} />;
}
