import { ApiError, type ApiCall, type ApiCallPage, type ApiCallsQuery } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { CallInsight } from './CallInsight';

/** 45 calls, newest first: every third a sandbox call, every fifth a 400. */
const ALL: ApiCall[] = Array.from({ length: 45 }, (_, i) => ({
  id: 45 - i,
  time: new Date(Date.UTC(2026, 10, 25, 7, 41, 59 - i)).toISOString(),
  apiEndpoint: i % 2 ? '/decrypt-data' : '/encrypt-data',
  serviceType: 'data-security',
  environment: i % 3 ? 'live' : 'sandbox',
  wasForwarded: true,
  statusCode: i % 5 ? 200 : 400,
  latencyMs: 10 + i,
  cost: i % 3 && i % 5 ? '0.005' : '0.00',
  requestId: `req-${45 - i}`,
}));

/** A fake my-calls over ALL. */
function fakeLoad() {
  return vi.fn(async ({ environment, status, api, limit = 50, offset = 0 }: ApiCallsQuery): Promise<ApiCallPage> => {
    const matching = ALL.filter(
      (c) =>
        (!environment || c.environment === environment) &&
        (!status || (status === 'ok') === c.statusCode < 300) &&
        (!api || c.apiEndpoint === api),
    );
    return { calls: matching.slice(offset, offset + limit), total: matching.length, limit, offset };
  });
}

const rows = () =>
  within(screen.getByRole('table', { name: 'API calls' }))
    .getAllByRole('row')
    .slice(1);

describe('CallInsight', () => {
  it('shows a page of calls with time to the second, API, environment, status, latency, cost and request id', async () => {
    renderPage(<CallInsight load={fakeLoad()} endpoints={['/decrypt-data', '/encrypt-data']} />);
    expect(await screen.findByText('Calls 1–20 of 45')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'API calls' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Time',
      'API',
      'Environment',
      'Status',
      'Latency',
      'Cost',
      'Request id',
    ]);
    expect(rows()).toHaveLength(20);
    const cells = within(rows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['/encrypt-data', 'sandbox', '400', '10 ms', '$0.00', 'req-45']);
    expect(cells[0]).toMatch(/^Nov 25, 2026,? \d{1,2}:41:59\s?[AP]M$/);
  });

  it('filters by environment, status and API, back to the first page', async () => {
    const load = fakeLoad();
    renderPage(<CallInsight load={load} endpoints={['/decrypt-data', '/encrypt-data']} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Calls 21–40 of 45')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Environment'), 'Live');
    expect(await screen.findByText('Calls 1–20 of 30')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed (4xx, 5xx)');
    await userEvent.selectOptions(screen.getByLabelText('API'), '/decrypt-data');
    expect(load).toHaveBeenLastCalledWith({
      environment: 'live',
      status: 'error',
      api: '/decrypt-data',
      limit: 20,
      offset: 0,
    });
    const expected = ALL.filter(
      (c) => c.environment === 'live' && c.statusCode >= 300 && c.apiEndpoint === '/decrypt-data',
    );
    expect(await screen.findByText(`Calls 1–${expected.length} of ${expected.length}`)).toBeInTheDocument();
    expect(rows().map((r) => within(r).getAllByRole('cell')[6]?.textContent)).toEqual(expected.map((c) => c.requestId));
  });

  it('pages with Previous and Next, each disabled at its end', async () => {
    renderPage(<CallInsight load={fakeLoad()} endpoints={[]} />);
    const previous = await screen.findByRole('button', { name: 'Previous page' });
    expect(previous).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Calls 41–45 of 45')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Calls 21–40 of 45')).toBeInTheDocument();
  });

  it('downloads every filtered call as CSV, not just the page shown', async () => {
    const save = vi.fn();
    renderPage(<CallInsight load={fakeLoad()} endpoints={[]} save={save} />);
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Succeeded (2xx)');
    expect(await screen.findByText('Calls 1–20 of 36')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded 36 calls as CSV.')).toBeInTheDocument();
    const [csv, name] = save.mock.calls[0] as [string, string];
    expect(name).toBe('api-calls.csv');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(37);
    expect(lines[1]).toBe('2026-11-25T07:41:58Z,/decrypt-data,data-security,live,200,11,0.005,req-44');
    expect(lines.slice(1).every((line) => line.split(',')[4] === '200')).toBe(true);
  });

  it('says when no call matches, and offers a retry after a failed load', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Invalid request: api must match pattern.'))
      .mockResolvedValue({
        calls: [],
        total: 0,
        limit: 20,
        offset: 0,
      });
    renderPage(<CallInsight load={load} endpoints={[]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calls could not be loaded: Invalid request: api must match pattern.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No calls match these filters.')).toBeInTheDocument();
  });
});
