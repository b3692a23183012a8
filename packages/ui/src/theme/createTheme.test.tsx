// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Button } from '../components/Button';
import { createTheme } from './createTheme';
import { darkTheme } from './darkTheme';
import { ThemeProvider } from './ThemeProvider';

function cssOf(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('createTheme', () => {
  it('lays the overrides over the dark theme and keeps every other token', () => {
    const theme = createTheme({ color: { primary: '#ff00aa' }, radius: { md: '2px' } });
    expect(theme.color.primary).toBe('#ff00aa');
    expect(theme.radius.md).toBe('2px');
    expect(theme.color.text).toBe(darkTheme.color.text);
    expect(theme.space).toEqual(darkTheme.space);
    expect(darkTheme.color.primary).toBe('#3ddc97');
  });

  it('ignores overrides left undefined', () => {
    expect(createTheme({ color: { primary: undefined } }).color.primary).toBe(darkTheme.color.primary);
  });

  it('given a custom theme in the ThemeProvider, the components are styled with it', () => {
    const theme = createTheme({ color: { primary: '#ff00aa', primaryText: '#ffffff' } });
    const css = cssOf(
      <ThemeProvider theme={theme}>
        <Button>Save</Button>
      </ThemeProvider>,
    );
    expect(css).toContain('background:var(--csi-color-primary, #ff00aa);color:var(--csi-color-primary-text, #ffffff);');
    expect(css).not.toContain(darkTheme.color.primary);
  });

  it('given no ThemeProvider, the components are styled with the dark theme and leave the page alone', () => {
    const css = cssOf(<Button>Save</Button>);
    expect(css).toContain(
      `background:var(--csi-color-primary, ${darkTheme.color.primary});color:var(--csi-color-primary-text, ${darkTheme.color.primaryText});`,
    );
    expect(css).not.toContain('body{');
  });

  it('given a ThemeProvider, injects global styles only when asked', () => {
    expect(cssOf(<ThemeProvider>x</ThemeProvider>)).not.toContain('body{');
    expect(cssOf(<ThemeProvider withGlobalStyle>x</ThemeProvider>)).toContain(
      `background:var(--csi-color-bg, ${darkTheme.color.bg})`,
    );
  });
});
