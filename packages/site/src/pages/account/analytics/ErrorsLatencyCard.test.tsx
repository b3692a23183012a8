import { ApiError, type ApiCall, type ApiCallPage, type ApiCallsQuery } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderPage } from '../testing/renderPage';
import { ErrorsLatencyCard } from './ErrorsLatencyCard';

// chart.js needs a real canvas; the chart's caption, summary and hidden table are what this test reads.
vi.mock('react-chartjs-2', () => ({
  Chart: (props: ComponentProps<'canvas'>) => <canvas role={props.role} aria-label={props['aria-label']} />,
}));

const NOW = new Date(2026, 10, 25, 15, 20);

/** 600 calls, newest first, one a minute back from NOW: every tenth a 500, latency 10 to 69 ms. */
const ALL: ApiCall[] = Array.from({ length: 600 }, (_, i) => ({
  id: 600 - i,
  time: new Date(NOW.getTime() - i * 60_000).toISOString(),
  apiEndpoint: '/encrypt-data',
  serviceType: 'data-security',
  environment: 'sandbox',
  wasForwarded: true,
  statusCode: i % 10 ? 200 : 500,
  latencyMs: 10 + (i % 60),
  cost: '0.00',
  requestId: `req-${600 - i}`,
}));

const fakeLoad = () =>
  vi.fn(async ({ limit = 50, offset = 0 }: ApiCallsQuery): Promise<ApiCallPage> => ({
    calls: ALL.slice(offset, offset + limit),
    total: ALL.length,
    limit,
    offset,
  }));

/** The cells of the hidden table's row of `label`. */
const rowOf = (label: string) =>
  within(screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ErrorsLatencyCard', () => {
  it('reads every page of the last 24 hours and lists calls, errors, median and p95 latency per hour', async () => {
    const load = fakeLoad();
    renderPage(<ErrorsLatencyCard load={load} now={() => NOW} />);
    expect(await screen.findByRole('figure')).toHaveTextContent('Errors and p95 latency per hour, last 24 hours');
    expect(load.mock.calls.map(([query]) => query)).toEqual([
      { limit: 500, offset: 0 },
      { limit: 500, offset: 500 },
    ]);
    // 15:00-15:20: 21 calls (i 0..20), errors at i 0, 10, 20; latencies 10..30.
    expect(rowOf('15:00')).toEqual(['21', '3', '20 ms', '29 ms']);
    // 14:00-14:59: 60 calls (i 21..80), errors at i 30..80 step 10, latencies 10..69 once each.
    expect(rowOf('14:00')).toEqual(['60', '6', '39 ms', '66 ms']);
    expect(screen.getAllByRole('row')).toHaveLength(25);
    // 05:00 holds the 39 oldest calls (latencies 31 to 69 ms: p95 68); 06:00 is the first full hour with 6 errors.
    // The canvas comes once chart.js has loaded (lazily: slow on a busy machine).
    expect(await screen.findByRole('img', {}, { timeout: 10_000 })).toHaveAccessibleName(
      'Errors and p95 latency per hour, last 24 hours: 600 calls, 60 errors; highest p95 latency 68 ms at 05:00; most errors (6) at 06:00.',
    );
  });

  it('cuts by day when the period is the last 14 days', async () => {
    const user = userEvent.setup();
    renderPage(<ErrorsLatencyCard load={fakeLoad()} now={() => NOW} />);
    await screen.findByRole('figure');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 14 days');
    expect(await screen.findByRole('figure')).toHaveTextContent('Errors and p95 latency per day, last 14 days');
    expect(rowOf('Nov 25')).toEqual(['600', '60', '39 ms', '66 ms']);
    expect(rowOf('Nov 24')).toEqual(['0', '0', '—', '—']);
  });

  it('says when the calls could not be loaded and loads them again on Retry', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Invalid request: limit must be at most 500.'))
      .mockImplementation(fakeLoad());
    renderPage(<ErrorsLatencyCard load={load} now={() => NOW} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errors and latency could not be loaded: Invalid request: limit must be at most 500.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure')).toBeInTheDocument();
  });
});
