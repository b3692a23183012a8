import type { UsageLog } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { AnalyticsView } from './AnalyticsView';

const logs: UsageLog[] = [
  {
    apiUsageId: 11,
    apiEndpoint: '/file/metadata',
    serviceType: 'metadata',
    wasForwarded: true,
    timestamp: '2025-03-04T09:30:00Z',
    count: 3,
  },
  {
    apiUsageId: 12,
    apiEndpoint: '/file/encrypt-pdf',
    serviceType: 'pdf-security',
    wasForwarded: false,
    timestamp: '2025-03-05T10:00:00Z',
    count: 1,
  },
];

describe('AnalyticsView', () => {
  it('shows a spinner while the logs load', () => {
    renderPage(<AnalyticsView logs={{ status: 'loading' }} onRetry={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading your API usage' })).toBeInTheDocument();
  });

  it('given no logs, points to the API listing', () => {
    renderPage(<AnalyticsView logs={{ status: 'success', data: [] }} onRetry={vi.fn()} />);
    expect(screen.getByText(/No API usage yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API listing' })).toHaveAttribute('href', '/ac/apis');
  });

  it("given a failed load, shows 'API Usage Error' with the server's msg and offers a retry", async () => {
    const onRetry = vi.fn();
    renderPage(<AnalyticsView logs={{ status: 'error', error: 'Token not available' }} onRetry={onRetry} />);
    const dialog = await screen.findByRole('dialog', { name: 'API Usage Error' });
    expect(within(dialog).getByText('Token not available')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your API usage: Token not available');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists the logs, details the first one, and details another on View', async () => {
    renderPage(<AnalyticsView logs={{ status: 'success', data: logs }} onRetry={vi.fn()} />);
    const table = screen.getByRole('region', { name: 'API usage logs' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const details = screen.getByRole('region', { name: 'Log details' });
    expect(within(details).getByText('/file/metadata')).toBeInTheDocument();
    expect(within(details).getByText('Yes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View log 12' }));
    expect(within(details).getByText('/file/encrypt-pdf')).toBeInTheDocument();
    expect(within(details).getByText('No')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
