import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../packages/ui/src/theme';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
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
