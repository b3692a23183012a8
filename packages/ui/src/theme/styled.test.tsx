// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider as AppThemeProvider, type DefaultTheme } from 'styled-components';
import { Button } from '../components/Button';
import { darkTheme } from './darkTheme';
import { lightTheme } from './lightTheme';
import { css, styled } from './styled';
import { ThemeProvider } from './ThemeProvider';
import { useCsiTheme } from './useCsiTheme';

function render(element: ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

interface AppTheme {
  brand: { main: string };
}
// Inside this package DefaultTheme is typed as the CSI theme; an app's own theme is something else.
const appTheme = { brand: { main: 'rgb(1, 2, 3)' } } satisfies AppTheme as unknown as DefaultTheme;

function ThemeName() {
  const theme = useCsiTheme();
  return <span>{theme === lightTheme ? 'light' : theme === darkTheme ? 'dark' : 'other'}</span>;
}

describe('styled (the package’s own)', () => {
  it('given an app’s own theme without the CSI tokens, styles CSI components with the dark theme', () => {
    const { css: styles } = render(
      <AppThemeProvider theme={appTheme}>
        <Button>Save</Button>
      </AppThemeProvider>,
    );
    expect(styles).toContain(
      `background:var(--csi-color-primary, ${darkTheme.color.primary});color:var(--csi-color-primary-text, ${darkTheme.color.primaryText});`,
    );
  });

  it('given a CSI ThemeProvider inside the app’s own, uses the CSI theme and keeps the app’s keys', () => {
    const AppTitle = styled.h1`
      color: ${({ theme }) => (theme as unknown as AppTheme).brand.main};
    `;
    const { css: styles } = render(
      <AppThemeProvider theme={appTheme}>
        <ThemeProvider theme={lightTheme}>
          <AppTitle>Hi</AppTitle>
          <Button>Save</Button>
        </ThemeProvider>
      </AppThemeProvider>,
    );
    expect(styles).toContain(`background:var(--csi-color-primary, ${lightTheme.color.primary})`);
    expect(styles).toContain('color:rgb(1, 2, 3)');
  });

  it('gives css fragments the fallback theme too', () => {
    const Box = styled.div<{ $on: boolean }>`
      ${({ $on }) =>
        $on &&
        css`
          border-color: ${({ theme }) => theme.color.focus};
        `}
    `;
    expect(render(<Box $on />).css).toContain(`border-color:var(--csi-color-focus, ${darkTheme.color.focus})`);
  });

  it('useCsiTheme gives the provider’s CSI theme, else the dark theme', () => {
    expect(render(<ThemeName />).html).toContain('dark');
    expect(
      render(
        <AppThemeProvider theme={appTheme}>
          <ThemeName />
        </AppThemeProvider>,
      ).html,
    ).toContain('dark');
    expect(
      render(
        <ThemeProvider theme={lightTheme}>
          <ThemeName />
        </ThemeProvider>,
      ).html,
    ).toContain('light');
  });

  it('reads every token through a CSS variable a host page may set, with the theme’s value as its fallback', () => {
    const { css: styles } = render(
      <ThemeProvider theme={lightTheme}>
        <Button variant="secondary">Save</Button>
      </ThemeProvider>,
    );
    expect(styles).toContain(`border-radius:var(--csi-radius-md, ${lightTheme.radius.md})`);
    expect(styles).toContain(`padding:var(--csi-space-sm, 8px) var(--csi-space-md, 16px)`);
    expect(styles).toContain(`border-color:var(--csi-color-border, ${lightTheme.color.border})`);
  });

  it('gives every styled element the theme’s font and focus ring, with no global style', () => {
    const Panel = styled.div`
      padding: 1px;
    `;
    const { html, css: styles } = render(
      <ThemeProvider theme={lightTheme}>
        <Panel>Hi</Panel>
      </ThemeProvider>,
    );
    const className = /class="([^"]+)"/.exec(html)?.[1]?.split(' ').at(-1) ?? '';
    expect(className).not.toBe('');
    expect(styles).toContain(`.${className}{font-family:var(--csi-font-body, ${lightTheme.font.body});padding:1px;}`);
    expect(styles).toContain(
      `.${className}:focus-visible{outline:3px solid var(--csi-color-focus, ${lightTheme.color.focus});outline-offset:2px;}`,
    );
    expect(styles).not.toContain('body{');
  });
});
