import { createGlobalStyle } from 'styled-components';

/** Base document styles: colours, font, focus ring. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    line-height: 1.6;
  }
  a { color: ${({ theme }) => theme.color.accent}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  body[data-scroll-locked='true'] { overflow: hidden; }
`;
