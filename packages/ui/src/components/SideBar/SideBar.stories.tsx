import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../testing/breakpointViewports';
import { SideBar, type SideBarItem } from './SideBar';
import { SideBarLayout } from './SideBarLayout';

const items: SideBarItem[] = [
  { label: 'Dashboard', href: '/ac/dashboard', icon: '▦' },
  { label: 'Account', href: '/ac/profile', icon: '☺' },
  { label: 'Apis', href: '/ac/apis', icon: '⚙' },
  { label: 'Admin', href: '/ad/dashboard', icon: '★', adminOnly: true },
];

const meta = {
  title: 'Shell/SideBar',
  component: SideBar,
  args: { items, currentPath: '/ac/profile', compact: false, onLogout: fn() },
} satisfies Meta<typeof SideBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brand link to /, the entries (current one marked) and Logout; admin-only entries hidden. */
export const Expanded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'CSI' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Admins also see the admin-only entries. */
export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/ad/dashboard');
  },
};

/** Narrow: a top bar of brand and Menu button; the entries show once the button is pressed, and hide on Escape. */
export const Collapsed: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'CSI menu' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('link', { name: 'CSI' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expect(nav.getBoundingClientRect().height).toBeLessThanOrEqual(72);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

/** Narrow: choosing an entry closes the menu again. */
export const CollapsedClosesOnChoice: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const dashboard = canvas.getByRole('link', { name: 'Dashboard' });
    dashboard.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(dashboard);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvas.getByRole('navigation')).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Below 620 px wide (619 px), with `compact` left to the viewport, the bar collapses to icons and a toggle. */
export const AutoCollapsedAt619px: Story = {
  ...atViewport('sidebarCollapsed'),
  render: ({ compact: _forced, ...args }) => <SideBar {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(619);
    await expect(canvas.getByRole('navigation', { name: 'CSI menu' })).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** At 620 px wide, with `compact` left to the viewport, the bar stays expanded with no toggle. */
export const AutoExpandedAt620px: Story = {
  ...atViewport('sidebarExpanded'),
  render: ({ compact: _forced, ...args }) => <SideBar {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(620);
    await expect(canvas.getByRole('navigation', { name: 'CSI menu' })).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

const page = <p>Profile page</p>;

/** Wider than 850 px: bar and page side by side. */
export const LayoutSideBySide: Story = {
  render: (args) => (
    <div style={{ width: 900 }}>
      <SideBarLayout sidebar={<SideBar {...args} />}>{page}</SideBarLayout>
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation').getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.left).toBeGreaterThanOrEqual(bar.right);
    await expect(main.top).toBe(bar.top);
  },
};

/** Narrower than 850 px: the bar stacks above the page. */
export const LayoutStacked: Story = {
  render: (args) => (
    <div style={{ width: 800 }}>
      <SideBarLayout sidebar={<SideBar {...args} />}>{page}</SideBarLayout>
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation').getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.top).toBeGreaterThanOrEqual(bar.bottom);
  },
};
