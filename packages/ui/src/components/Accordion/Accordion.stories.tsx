import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion } from './Accordion';

const items = [
  { title: 'What services do you offer?', answer: 'Penetration testing, secure development and security APIs.' },
  { title: 'Where are you based?', answer: 'Nairobi, Kenya.' },
  { title: 'How do I get an API key?', answer: 'Register, then open your account profile.' },
];

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  args: { items },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const headers = canvas.getAllByRole('button');
    await expect(headers).toHaveLength(3);
    for (const header of headers) await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();
    const region = canvasElement.querySelector(`#${CSS.escape(headers[1]?.getAttribute('aria-controls') ?? '')}`);
    await expect(region).toHaveAttribute('role', 'region');
    await expect(region).toHaveAttribute('aria-labelledby', headers[1]?.id);
    // Closed answers are in the page (hidden), so the server's HTML carries them.
    await expect(region).toHaveTextContent('Nairobi, Kenya.');
  },
};

export const Lazy: Story = {
  args: { lazy: true, animationMs: 0 },
  play: async ({ canvas }) => {
    // A lazy answer is not rendered until its item first opens, then stays.
    await expect(canvas.queryByText('Nairobi, Kenya.')).toBeNull();
    const header = canvas.getByRole('button', { name: 'Where are you based?' });
    await userEvent.click(header);
    await expect(canvas.getByRole('region', { name: 'Where are you based?' })).toHaveTextContent('Nairobi, Kenya.');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Nairobi, Kenya.')).not.toBeVisible();
  },
};

export const IndependentToggles: Story = {
  args: { animationMs: 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What services do you offer?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Where are you based?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Where are you based?' })).toHaveTextContent('Nairobi, Kenya.');
    await expect(canvas.getByRole('button', { name: 'What services do you offer?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'What services do you offer?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Where are you based?' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const KeyboardNavigation: Story = {
  args: { animationMs: 0 },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('button');
    first?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The region's height transition, paused so the play function sets its time by hand. */
function heightTransition(region: HTMLElement): CSSTransition {
  const transition = region
    .getAnimations()
    .find((a): a is CSSTransition => a instanceof CSSTransition && a.transitionProperty === 'grid-template-rows');
  if (!transition) throw new Error('no height transition running on the region');
  transition.pause();
  return transition;
}

/** Opening and closing animate the height over 300 ms; the story steps the transition's own clock through it. */
export const AnimatedOpen: Story = {
  args: { defaultOpen: [0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'What services do you offer?' })).toHaveAttribute(
      'data-state',
      'open',
    );
    const header = canvas.getByRole('button', { name: 'Where are you based?' });
    await userEvent.click(header);
    const region = canvas.getByRole('region', { name: 'Where are you based?' });
    const opening = heightTransition(region);
    await expect(opening.effect?.getTiming().duration).toBe(300);
    opening.currentTime = 0;
    await expect(region.getBoundingClientRect().height).toBe(0);
    opening.currentTime = 150;
    const midway = region.getBoundingClientRect().height;
    await expect(midway).toBeGreaterThan(0);
    opening.currentTime = 300;
    const full = region.getBoundingClientRect().height;
    await expect(full).toBeGreaterThan(midway);
    opening.finish();

    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    const closing = heightTransition(region);
    await expect(closing.effect?.getTiming().duration).toBe(300);
    const hiding = region.getAnimations().filter((a) => a !== closing);
    for (const a of hiding) a.pause();
    closing.currentTime = 150;
    for (const a of hiding) a.currentTime = 150;
    await expect(region.getBoundingClientRect().height).toBeLessThan(full);
    await expect(region).toBeVisible();
    closing.finish();
    for (const a of hiding) a.finish();
    await expect(region.getBoundingClientRect().height).toBe(0);
    await expect(region).not.toBeVisible();
  },
};
