import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApiCard } from './ApiCard';

const long =
  'Extract metadata from any uploaded file and flag risky fields such as GPS positions, author names, software versions and hidden revisions. Works with images, office documents and PDF files. Returns JSON you can store.';

const meta = {
  title: 'Content/ApiCard',
  component: ApiCard,
  args: {
    name: 'File metadata viewer',
    description: long,
    apiId: 'csi-meta-01',
    specialPlayground: 0,
    documentationLink: 'https://docs.example.test/meta-data-viewer',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GenericLab: Story = {
  play: async ({ canvas }) => {
    await expect(long.length).toBeGreaterThan(200);
    await expect(canvas.getByText(`${long.slice(0, 200)}...`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Test api' })).toHaveAttribute(
      'href',
      '/ac/apis/api-lab/csi-meta-01',
    );
    const docs = canvas.getByRole('link', { name: 'Documentation' });
    await expect(docs).toHaveAttribute('href', 'https://docs.example.test/meta-data-viewer');
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const SpecialLab: Story = {
  args: { name: 'PDF security', description: 'Encrypt a PDF with AES-128.', specialPlayground: 'pdf-security' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Encrypt a PDF with AES-128.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Test api' })).toHaveAttribute(
      'href',
      '/ac/apis/s/api-lab/pdf-security',
    );
  },
};

export const ZeroAsString: Story = {
  args: { specialPlayground: '0', apiId: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Test api' })).toHaveAttribute('href', '/ac/apis/api-lab/12');
  },
};
