import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withStoryClock } from '../../testing/storyClock';
import { installFakeClipboard } from '../CopyButton/fakeClipboard';
import { Markdown } from './Markdown';

const article = `# Getting Started

Send every request with the headers **x-api-key** and **x-app-username**. See [the docs](/docs/g/csi-apis).

## API Endpoints

\`\`\`bash
curl -X POST https://example.test/csi-p/api-live/encrypt-data
\`\`\`

> Keep your key secret.
`;

const hostile = `# Totally normal article

<script>window.__pwned = 'script'</script>

Look: <img src="x" onerror="window.__pwned = 'onerror'"> and <a href="javascript:window.__pwned='href'">click</a>

[markdown link](javascript:window.__pwned='link')

<div onmouseover="window.__pwned = 'mouseover'">hover me</div>
`;

const meta = {
  title: 'Content/Markdown',
  component: Markdown,
  args: { children: article },
  beforeEach: installFakeClipboard,
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Getting Started' })).toHaveAttribute(
      'id',
      'getting-started',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'API Endpoints' })).toHaveAttribute(
      'id',
      'api-endpoints',
    );
    await expect(canvas.getByRole('link', { name: 'the docs' })).toHaveAttribute('href', '/docs/g/csi-apis');
    await expect(canvas.getByText('bash')).toBeVisible();
  },
};

/** On a fake clock: a code block's copy button reads 'Copied' for 3000 ms, then 'Copy' again. */
export const CodeBlockCopy: Story = {
  play: ({ canvas }) =>
    withStoryClock(async ({ click, tick }) => {
      await click(canvas.getByRole('button', { name: 'Copy' }));
      const button = canvas.getByRole('button', { name: 'Copied' });
      await expect(await navigator.clipboard.readText()).toBe(
        'curl -X POST https://example.test/csi-p/api-live/encrypt-data',
      );
      await tick(2999);
      await expect(button).toHaveTextContent('Copied');
      await tick(1);
      await expect(button).toHaveAccessibleName('Copy');
    }),
};

export const HostileHtml: Story = {
  args: { children: hostile },
  play: async ({ canvas, canvasElement }) => {
    const hover = canvas.getByText(/hover me/);
    await userEvent.hover(hover);
    await new Promise((r) => setTimeout(r, 100));
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    const withHandlers = [...canvasElement.querySelectorAll('*')].filter((el) =>
      el.getAttributeNames().some((name) => name.startsWith('on')),
    );
    await expect(withHandlers).toEqual([]);
    await expect(canvasElement.querySelector('[href^="javascript:"]')).toBeNull();
    await expect(Reflect.get(window, '__pwned')).toBeUndefined();
    // The raw HTML is shown as text instead.
    await expect(canvas.getByText(/<script>window.__pwned/)).toBeVisible();
  },
};
