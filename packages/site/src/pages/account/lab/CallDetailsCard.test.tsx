import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { callDetails } from './callDetails';
import { CallDetailsCard } from './CallDetailsCard';

const request = { environment: 'live', method: 'POST', endpoint: '/encrypt-data' } as const;

describe('callDetails', () => {
  it('reads status, cost and request id from the answer and rounds the round trip', () => {
    const details = callDetails(
      request,
      { status: 200, headers: { 'x-call-cost': '0.005', 'x-request-id': 'req-9' } },
      12.6,
      new Date('2026-11-25T07:41:09.000Z'),
    );
    expect(details).toEqual({
      id: expect.any(Number),
      at: '2026-11-25T07:41:09.000Z',
      environment: 'live',
      method: 'POST',
      endpoint: '/encrypt-data',
      status: 200,
      latencyMs: 13,
      cost: '0.005',
      requestId: 'req-9',
    });
  });

  it('says null for what no answer told', () => {
    expect(callDetails(request, undefined, 3)).toMatchObject({ status: null, cost: null, requestId: null });
  });
});

describe('CallDetailsCard', () => {
  it('invites a first call', () => {
    renderPage(<CallDetailsCard calls={[]} />);
    expect(screen.getByRole('region', { name: 'Call details' })).toHaveTextContent(
      'Send a request to see its status, latency, cost and request id.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('announces the latest call and lists every call with status, latency, cost and request id', () => {
    const failed = callDetails(
      { ...request, endpoint: '/decrypt-data' },
      { status: 400, headers: { 'x-call-cost': '0.00', 'x-request-id': 'req-2' } },
      8,
    );
    const served = callDetails(
      request,
      { status: 200, headers: { 'x-call-cost': '0.005', 'x-request-id': 'req-1' } },
      21,
    );
    const lost = callDetails({ ...request, environment: 'sandbox' }, undefined, 5);
    renderPage(<CallDetailsCard calls={[lost, failed, served]} />);
    expect(screen.getByTestId('latest-call')).toHaveTextContent(
      'Last call: POST /encrypt-data (sandbox), no answer in 5 ms.',
    );
    const rows = within(screen.getByRole('table', { name: 'Calls from this page' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['POST /encrypt-data', 'sandbox', 'No answer', '5 ms', '—', '—'],
      ['POST /decrypt-data', 'live', '400', '8 ms', '$0.00', 'req-2'],
      ['POST /encrypt-data', 'live', '200', '21 ms', '$0.005', 'req-1'],
    ]);
  });

  it('announces a served call with its cost and request id', () => {
    const served = callDetails(
      request,
      { status: 200, headers: { 'x-call-cost': '0.005', 'x-request-id': 'req-1' } },
      21,
    );
    renderPage(<CallDetailsCard calls={[served]} />);
    expect(screen.getByTestId('latest-call')).toHaveTextContent(
      'Last call: POST /encrypt-data (live), status 200 in 21 ms, cost $0.005, request id req-1.',
    );
  });
});
