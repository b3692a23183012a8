import { ApiError, type CallOptions } from '@csi/api-client';
import type { PlaygroundRequest } from '@csi/ui';
import { client } from '../../../client';
import type { CallDetails } from './callDetails';
import { sendPlayground } from './sendPlayground';

const request = {
  environment: 'live',
  endpoint: '/encrypt-data',
  method: 'POST',
  url: 'https://csi.test/csi-p/api-live/encrypt-data',
  headers: { 'x-api-key': 'csi_key', 'x-app-username': 'csi_ada' },
  body: { rawData: 'hi' },
} as unknown as PlaygroundRequest;

describe('sendPlayground', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports the status, cost and request id of a served call with its round trip', async () => {
    vi.spyOn(client.playground, 'send').mockImplementation(async (_params, options?: CallOptions) => {
      options?.onResponse?.({ status: 200, headers: { 'x-call-cost': '0.005', 'x-request-id': 'req-1' } });
      return { msg: 'Data encrypted successfully.' };
    });
    const report = vi.fn<(details: CallDetails) => void>();
    await expect(sendPlayground(request, report)).resolves.toEqual({ msg: 'Data encrypted successfully.' });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({
      environment: 'live',
      endpoint: '/encrypt-data',
      status: 200,
      cost: '0.005',
      requestId: 'req-1',
      latencyMs: expect.any(Number),
    });
  });

  it('reports a refused call too, and rejects with its body', async () => {
    vi.spyOn(client.playground, 'send').mockImplementation(async (_params, options?: CallOptions) => {
      options?.onResponse?.({ status: 400, headers: { 'x-call-cost': '0.00', 'x-request-id': 'req-2' } });
      throw new ApiError(400, 'No.', { msg: 'No.' });
    });
    const report = vi.fn<(details: CallDetails) => void>();
    await expect(sendPlayground(request, report)).rejects.toEqual({ msg: 'No.' });
    expect(report.mock.calls[0]?.[0]).toMatchObject({ status: 400, cost: '0.00', requestId: 'req-2' });
  });
});
