import type { ApiCall } from '@csi/api-client';
import { callsToCsv } from './callsCsv';

const call = (overrides: Partial<ApiCall>): ApiCall => ({
  id: 1,
  time: '2026-11-25T07:41:09.123Z',
  apiEndpoint: '/encrypt-data',
  serviceType: 'data-security',
  environment: 'live',
  wasForwarded: true,
  statusCode: 200,
  latencyMs: 12,
  cost: '0.005',
  requestId: 'req-1',
  ...overrides,
});

describe('callsToCsv', () => {
  it('writes a header and one CRLF row per call, time in UTC to the second', () => {
    expect(callsToCsv([call({}), call({ id: 2, environment: 'sandbox', statusCode: 413, cost: '0.00' })])).toBe(
      'time,api,service,environment,status,latency_ms,cost_usd,request_id\r\n' +
        '2026-11-25T07:41:09Z,/encrypt-data,data-security,live,200,12,0.005,req-1\r\n' +
        '2026-11-25T07:41:09Z,/encrypt-data,data-security,sandbox,413,12,0.00,req-1\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and keeps a would-be formula as text', () => {
    const csv = callsToCsv([call({ requestId: 'a,"b"\nc' }), call({ requestId: '=HYPERLINK("x")' })]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '2026-11-25T07:41:09Z,/encrypt-data,data-security,live,200,12,0.005,"a,""b""\nc"',
      '2026-11-25T07:41:09Z,/encrypt-data,data-security,live,200,12,0.005,"\'=HYPERLINK(""x"")"',
    ]);
  });

  it('writes only the header for no calls', () => {
    expect(callsToCsv([])).toBe('time,api,service,environment,status,latency_ms,cost_usd,request_id\r\n');
  });
});
