import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../../testing/breakpointViewports';
import { inAct } from '../../testing/inAct';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { NavBar } from './NavBar';

const meta = {
  title: 'Shell/NavBar',
  component: NavBar,
  args: { layout: 'desktop' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const hrefOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('link', { name }).getAttribute('href');

/** The element a disclosure button controls. */
const controlledPanel = (button: HTMLElement) =>
  button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');

/** The spec's entries with their paths; the Resources links stay hidden until the menu opens. */
export const Desktop: Story = {
  args: { currentPath: '/about-us' },
  play: async ({ canvas, canvasElement }) => {
    await expect(hrefOf(canvas, 'CSI')).toBe('/');
    await expect(hrefOf(canvas, 'Home')).toBe('/');
    await expect(hrefOf(canvas, 'About')).toBe('/about-us');
    await expect(hrefOf(canvas, 'Contact')).toBe('/contact-us');
    await expect(hrefOf(canvas, 'Login')).toBe('/auth/login');
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Apis' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await matchScreenshot(canvasElement, 'desktop');
  },
};

/** Keyboard: Enter opens Resources (Apis, articles, tools); Escape closes it and keeps focus on the button. */
export const DropdownKeyboard: Story = {
  play: async ({ canvas }) => {
    const resources = canvas.getByRole('button', { name: 'Resources' });
    const panel = controlledPanel(resources);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    resources.focus();
    await userEvent.keyboard('{Enter}');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(hrefOf(canvas, 'Apis')).toBe('/docs/g/csi-apis');
    await expect(hrefOf(canvas, 'articles')).toBe('/tech/pub');
    await expect(hrefOf(canvas, 'tools')).toBe('/tech/security-tools');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Apis' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
    await expect(resources).toHaveFocus();
  },
};

/** Opening a second menu closes the first: only one dropdown is open at a time on desktop. */
export const OnlyOneDropdownOpen: Story = {
  args: {
    items: [
      { label: 'Resources', items: [{ label: 'Apis', href: '/docs/g/csi-apis' }] },
      { label: 'Company', items: [{ label: 'About', href: '/about-us' }] },
    ],
  },
  play: async ({ canvas }) => {
    const resources = canvas.getByRole('button', { name: 'Resources' });
    const company = canvas.getByRole('button', { name: 'Company' });
    await userEvent.click(resources);
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(company);
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(company);
    await expect(company).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Mobile: the menu button shows the list and locks body scrolling until it is closed again. */
export const MobileMenu: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(body).toHaveAttribute('data-scroll-locked', 'true');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(body).not.toHaveAttribute('data-scroll-locked');
  },
};

/** Mobile: Escape closes the open menu and returns focus to the menu button. */
export const MobileMenuEscape: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(canvasElement.ownerDocument.body).not.toHaveAttribute('data-scroll-locked');
  },
};

/** Scrolls the window to `y` and resolves once the page has seen the scroll event and React has rendered. */
async function scrollTo(win: Window, y: number) {
  await inAct(async () => {
    const scrolled = new Promise((resolve) => win.addEventListener('scroll', resolve, { once: true }));
    win.scrollTo(0, y);
    await scrolled;
  });
  await expect(win.scrollY).toBe(y);
}

/** Scrolling down past 100 px hides the header (not at 100 px itself); scrolling up brings it back. */
export const HidesOnScroll: Story = {
  render: (args) => (
    <>
      <NavBar {...args} />
      <div style={{ height: 3000 }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView as Window;
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await scrollTo(win, 60);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await scrollTo(win, 100);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await scrollTo(win, 101);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(win, 300);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(win, 299);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await scrollTo(win, 0);
  },
};

/** At 1023 px wide, with the layout left to the viewport, the links move into the mobile menu. */
export const AutoMobileAt1023px: Story = {
  ...atViewport('mobileMenuOn'),
  args: { layout: 'auto' },
  play: async ({ canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1023);
    await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(body).toHaveAttribute('data-scroll-locked', 'true');
    await userEvent.click(menu);
    await expect(body).not.toHaveAttribute('data-scroll-locked');
  },
};

/** At 1024 px wide, with the layout left to the viewport, the desktop links show and there is no menu button. */
export const AutoDesktopAt1024px: Story = {
  ...atViewport('mobileMenuOff'),
  args: { layout: 'auto' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1024);
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resources' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};
