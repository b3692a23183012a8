import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryClock } from '../../testing/storyClock';
import { installFakeClipboard } from '../CopyButton/fakeClipboard';
import { CodeBlock } from './CodeBlock';

const anomaly = `from sklearn.ensemble import IsolationForest

model = IsolationForest(contamination=0.01)
alerts = model.fit_predict(traffic)`;

const meta = {
  title: 'Content/CodeBlock',
  component: CodeBlock,
  args: { code: anomaly, language: 'python' },
  beforeEach: installFakeClipboard,
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLanguage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('python')).toBeVisible();
    await expect(canvas.getByText(/IsolationForest\(contamination/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveTextContent('Copy');
  },
};

/** On a fake clock: the button reads 'Copied' for 5000 ms, then 'Copy' again. */
export const CopiedTextResets: Story = {
  play: ({ canvas }) =>
    withStoryClock(async ({ click, tick }) => {
      await click(canvas.getByRole('button', { name: 'Copy' }));
      const button = canvas.getByRole('button', { name: 'Copied' });
      await expect(await navigator.clipboard.readText()).toBe(anomaly);
      await tick(4999);
      await expect(button).toHaveTextContent('Copied');
      await tick(1);
      await expect(button).toHaveTextContent('Copy');
      await expect(button).not.toHaveTextContent('Copied');
    }),
};

export const WithoutLanguage: Story = {
  args: { language: undefined, code: 'curl -H "x-api-key: $KEY" https://example.test/csi-p/api-live/encrypt-data' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('code')).toBeVisible();
  },
};
