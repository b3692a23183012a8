import { ApiError, type CallOptions } from '@csi/api-client';
import { client } from '../../../client';
import type { CallDetails } from '../lab/callDetails';
import { encryptPdf } from './encryptPdf';

const request = {
  endpoint: '/file/encrypt-pdf',
  environment: 'live' as const,
  file: new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }),
  password: 'Nairobi-2026',
  keyLength: '256' as const,
  apiKey: 'csi_key',
  apiUsername: 'csi_ada',
  onUploadProgress: () => undefined,
};

describe('encryptPdf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports the status, cost and request id of the FILE call', async () => {
    vi.spyOn(client.playground, 'send').mockImplementation(async (_params, options?: CallOptions) => {
      options?.onResponse?.({ status: 200, headers: { 'x-call-cost': '0.01', 'x-request-id': 'req-pdf' } });
      return { msg: 'PDF encrypted.' };
    });
    const report = vi.fn<(details: CallDetails) => void>();
    await expect(encryptPdf(request, report)).resolves.toContain('PDF encrypted.');
    expect(client.playground.send).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'FILE',
        password: 'Nairobi-2026',
        fields: [{ key: 'keyLength', value: '256' }],
      }),
      expect.anything(),
    );
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({
      environment: 'live',
      method: 'FILE',
      endpoint: '/file/encrypt-pdf',
      status: 200,
      cost: '0.01',
      requestId: 'req-pdf',
      latencyMs: expect.any(Number),
    });
  });

  it('reports a refused call too, and rejects with its body as text', async () => {
    vi.spyOn(client.playground, 'send').mockImplementation(async (_params, options?: CallOptions) => {
      options?.onResponse?.({ status: 402, headers: { 'x-call-cost': '0.00', 'x-request-id': 'req-402' } });
      throw new ApiError(402, 'Insufficient balance for live API request.', {
        msg: 'Insufficient balance for live API request.',
      });
    });
    const report = vi.fn<(details: CallDetails) => void>();
    await expect(encryptPdf(request, report)).rejects.toThrow('Insufficient balance for live API request.');
    expect(report.mock.calls[0]?.[0]).toMatchObject({ status: 402, cost: '0.00', requestId: 'req-402' });
  });
});
