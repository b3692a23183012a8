import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { community } from '../../content/community';
import { renderView } from '../../lib/testing/renderView';
import CommunityPage from './CommunityPage';

/** The number shown for a countdown unit, e.g. 'Days'. */
const shown = (name: string) =>
  within(screen.getByRole('timer'))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.endsWith(name))
    ?.querySelector('strong')?.textContent;

describe('CommunityPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says what the community is, that it launches in September, and links to the code-hosting profile', () => {
    vi.setSystemTime(new Date('2025-08-01T00:00:00'));
    renderView(<CommunityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Our Community' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText(/launches in September/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: community.codeHosting.label })).toHaveAttribute(
      'href',
      community.codeHosting.href,
    );
    expect(document.title).toBe('Community | CSI');
  });

  it('counts down to 20 September 2025 00:00, one second per tick', () => {
    vi.setSystemTime(new Date('2025-09-18T23:59:58'));
    renderView(<CommunityPage />);
    expect(shown('Days')).toBe('01');
    expect(shown('Hours')).toBe('00');
    expect(shown('Seconds')).toBe('02');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown('Seconds')).toBe('01');
  });

  it('after the launch, says the community launched instead of the coming-soon message and zeros', () => {
    vi.setSystemTime(new Date('2025-10-01T12:00:00'));
    renderView(<CommunityPage />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Now Open' })).toBeInTheDocument();
    expect(
      screen.getByText(/^The countdown ended on 20 September 2025: our community has launched\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
    expect(screen.queryByText(/launches in September/)).not.toBeInTheDocument();
  });

  it('switches to the launched note when the countdown reaches zeros while the page is open', () => {
    vi.setSystemTime(new Date('2025-09-19T23:59:59'));
    renderView(<CommunityPage />);
    expect(shown('Seconds')).toBe('01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(/^The countdown ended on 20 September 2025/)).toBeInTheDocument();
    expect(screen.queryByText(/launches in September/)).not.toBeInTheDocument();
  });
});
