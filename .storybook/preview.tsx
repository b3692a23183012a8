import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { darkTheme, lightTheme, ThemeProvider, type CsiTheme } from '../packages/ui/src/theme';
import { testRunTheme } from '../packages/ui/src/visual/testRunTheme';

const themes: Record<string, CsiTheme> = { dark: darkTheme, light: lightTheme };

/** A story inside a docs page sits on its theme's page colours (the docs page itself stays light). */
function DocsSurface({ theme, children }: { theme: CsiTheme; children: ReactNode }) {
  return (
    <div style={{ background: theme.color.bg, color: theme.color.text, fontFamily: theme.font.body, padding: '16px' }}>
      {children}
    </div>
  );
}

/** The theme chosen in the toolbar; in the canvas it also styles the page (CsiGlobalStyle). */
const withTheme: Decorator = (Story, context) => {
  const theme = themes[String(context.globals.theme)] ?? darkTheme;
  const docs = context.viewMode === 'docs';
  return (
    <ThemeProvider theme={theme} withGlobalStyle={!docs}>
      {docs ? (
        <DocsSurface theme={theme}>
          <Story />
        </DocsSurface>
      ) : (
        <Story />
      )}
    </ThemeProvider>
  );
};

/**
 * One description per prop: the doc comments end in `@default …` for readers of the code, and the docs table shows
 * the default in its own column, so the tag leaves the description (and fills the column when docgen found none).
 */
const withoutDefaultTags: NonNullable<Preview['argTypesEnhancers']>[number] = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const match = /\s*@default\s+(.+)$/s.exec(argType.description ?? '');
      if (!match?.[1]) return [name, argType];
      const summary = argType.table?.defaultValue?.summary ?? match[1].trim();
      return [
        name,
        {
          ...argType,
          description: (argType.description ?? '').slice(0, match.index).trim(),
          table: { ...argType.table, defaultValue: { ...argType.table?.defaultValue, summary } },
        },
      ];
    }),
  );

const preview: Preview = {
  argTypesEnhancers: [withoutDefaultTags],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Dark unless the test run asks for the light theme (vitest.workspace.ts runs the stories on both).
  initialGlobals: { theme: testRunTheme },
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any accessibility violation fails the story's test (WCAG 2.2 AA rules).
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      },
    },
  },
};
export default preview;
