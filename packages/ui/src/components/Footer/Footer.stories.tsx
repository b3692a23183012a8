import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { year: 2025 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const hrefs = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** Four columns with the spec's links, then '© 2025 CSI. All rights reserved.' */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/trusted partner offering cyber security solutions/)).toBeVisible();
    await expect(hrefs(canvas.getByRole('navigation', { name: 'Useful Links' }))).toEqual([
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['articles', '/tech/pub'],
      ['Founder', '/csi-team/founder'],
    ]);
    const follow = canvas.getByRole('region', { name: 'Follow Us' });
    await expect(hrefs(follow).map(([name]) => name)).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'WhatsApp',
      'GitHub',
    ]);
    await expect(within(follow).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/254700123456',
    );
    const address = canvas.getByRole('region', { name: 'Address' });
    await expect(within(address).getByRole('link', { name: 'Nairobi, Kenya' })).toHaveAttribute('href', '/about-us');
    await expect(within(address).getByRole('link', { name: 'info@csi.co.ke' })).toHaveAttribute(
      'href',
      'mailto:info@csi.co.ke',
    );
    await expect(canvas.getByText('© 2025 CSI. All rights reserved.')).toBeVisible();
    await matchScreenshot(canvasElement, 'default');
  },
};

/** Company details come from props: name, e-mail, phone, Twitter handle, social URLs. */
export const CustomCompany: Story = {
  args: {
    companyName: 'Acme Security',
    email: 'hello@acme.test',
    phone: '+254 712 345 678',
    twitterHandle: 'acmesec',
    social: { github: 'https://github.com/acme' },
    year: 2031,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.test',
    );
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/254712345678');
    await expect(canvas.getByRole('link', { name: '@acmesec' })).toHaveAttribute('href', 'https://x.com/acmesec');
    await expect(canvas.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/acme');
    await expect(canvas.getByText('© 2031 Acme Security. All rights reserved.')).toBeVisible();
  },
};

/** The round logo is drawn 80 px wide: size 100 at scale 0.8. */
export const RoundLogoSize: Story = {
  play: async ({ canvas }) => {
    const logo = canvas.getByText('CSI', { selector: 'span[aria-hidden]' }).parentElement as HTMLElement;
    await expect(logo.getBoundingClientRect().width).toBe(80);
    await expect(getComputedStyle(logo).borderRadius).toBe('999px');
  },
};
