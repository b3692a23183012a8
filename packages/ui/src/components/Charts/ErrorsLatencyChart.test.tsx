import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { ThemeProvider } from '../../theme';
import type { CallBucket } from './CallBucket';
import { ErrorsLatencyChart } from './ErrorsLatencyChart';

// chart.js needs a real canvas: the stub keeps what the chart was given, so the test reads the drawn series.
vi.mock('./MixedCanvas', () => ({
  MixedCanvas: ({
    data,
    ...rest
  }: ComponentProps<'canvas'> & { data: { datasets: { label: string; data: unknown[] }[] } }) => (
    <canvas
      role={rest.role}
      aria-label={rest['aria-label']}
      data-series={JSON.stringify(data.datasets.map((d) => [d.label, d.data]))}
    />
  ),
}));

const hours: CallBucket[] = [
  { label: '13:00', calls: 4, errors: 0, medianLatencyMs: 80, p95LatencyMs: 120 },
  { label: '14:00', calls: 0, errors: 0, medianLatencyMs: null, p95LatencyMs: null },
  { label: '15:00', calls: 6, errors: 2, medianLatencyMs: 95, p95LatencyMs: 340 },
];

describe('given the errors-and-latency chart', () => {
  it('draws errors as bars and the p95 latency as a line, and says the same in a sentence and a table', async () => {
    render(<ErrorsLatencyChart data={hours} />, { wrapper: ThemeProvider });
    const chart = await screen.findByRole('img', {
      name: 'Errors and latency: 10 calls, 2 errors; highest p95 latency 340 ms at 15:00; most errors (2) at 15:00.',
    });
    expect(JSON.parse(chart.dataset.series ?? '')).toEqual([
      ['Errors', [0, 0, 2]],
      ['p95 latency (ms)', [120, null, 340]],
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'API calls', 'Errors', 'Median latency', 'p95 latency']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['4', '0', '80 ms', '120 ms'],
      ['0', '0', '—', '—'],
      ['6', '2', '95 ms', '340 ms'],
    ]);
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'Errors (status 400 or more)p95 latency (ms)',
    );
  });

  it('without errors the sentence names no worst bucket', async () => {
    render(<ErrorsLatencyChart data={hours.slice(0, 1)} title="Last 24 hours" />, { wrapper: ThemeProvider });
    expect(
      await screen.findByRole('img', {
        name: 'Last 24 hours: 4 calls, 0 errors; highest p95 latency 120 ms at 13:00.',
      }),
    ).toBeInTheDocument();
  });

  it('shows the empty text, and no chart or table, when no bucket has a call', () => {
    render(<ErrorsLatencyChart data={[hours[1] as CallBucket]} />, { wrapper: ThemeProvider });
    expect(screen.getByText('No API calls in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
