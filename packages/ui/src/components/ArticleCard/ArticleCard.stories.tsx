import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pastelColor } from '../../lib/pastelColor';
import type { LinkComponentProps } from '../../types';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { ArticleCard } from './ArticleCard';

const now = new Date(2025, 5, 15, 12, 0, 0);
const summary =
  'SQL injection lets an attacker change the queries an application sends to its database. Learn how it works and how parameterised queries stop it for good.';

const meta = {
  title: 'Content/ArticleCard',
  component: ArticleCard,
  args: {
    title: 'sql-injection-basics',
    category: 'sql injection',
    summary,
    datePosted: new Date(2025, 5, 12, 12, 0, 0),
    now,
    colorSeed: 'sql-injection-basics',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sql injection basics' })).toBeVisible();
    await expect(canvas.getByText(`${summary.slice(0, 100)}...`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read article' })).toHaveAttribute(
      'href',
      '/tech/read/sql-injection-basics',
    );
    await expect(canvas.getByText(/Posted on/)).toHaveTextContent('Posted on 3 days ago');
    const probe = document.createElement('div');
    probe.style.backgroundColor = pastelColor('sql-injection-basics');
    await expect(canvas.getByText('sql injection').style.backgroundColor).toBe(probe.style.backgroundColor);
    await matchScreenshot(canvas.getByRole('article', { name: 'Sql injection basics' }), 'default');
  },
};

export const ListVariant: Story = {
  args: { variant: 'list', datePosted: new Date(2024, 5, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${summary.slice(0, 150)}...`)).toBeVisible();
    await expect(canvas.getByText(/Posted on/)).toHaveTextContent('Posted on 1 year ago');
  },
};

export const TitleWithSpaces: Story = {
  args: { title: 'phishing emails explained', category: 'phishing', summary: 'Short summary.', headerColor: '#ffd6e0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Phishing emails explained' })).toBeVisible();
    await expect(canvas.getByText('Short summary.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read article' })).toHaveAttribute(
      'href',
      '/tech/read/phishing-emails-explained',
    );
    await expect(canvas.getByText('phishing')).toHaveStyle({ backgroundColor: 'rgb(255, 214, 224)' });
  },
};

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`#${href}`} data-router="true" {...rest}>
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink, datePosted: new Date(now.getTime() - 30_000) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Read article' });
    await expect(link).toHaveAttribute('data-router', 'true');
    await expect(link).toHaveAttribute('href', '#/tech/read/sql-injection-basics');
    await expect(canvas.getByText(/Posted on/)).toHaveTextContent('Posted on just now');
  },
};

/** The light theme: the pastel header keeps dark text (`pastelText`), checked by the accessibility test. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('sql injection')).color).toBe('rgb(11, 18, 32)');
  },
};
