import type { PlaygroundRequest } from '@csi/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallDetails } from '../../account/lab/callDetails';
import { renderPage } from '../../account/testing/renderPage';
import { parseReference } from './parseReference';
import { SAMPLE_DOCUMENT } from './sampleDocument';
import { TryItForm } from './TryItForm';

const [encrypt, metadata] = parseReference(SAMPLE_DOCUMENT)[1]?.operations ?? [];
if (!encrypt || !metadata) throw new Error('the sample has two gateway calls');

const DETAILS: CallDetails = {
  id: 1,
  at: '2026-11-25T08:00:00.000Z',
  environment: 'sandbox',
  method: 'POST',
  endpoint: '/encrypt-data',
  status: 200,
  latencyMs: 42,
  cost: '0.00',
  requestId: 'b7c1f0e2-6a0c-4d52-9d3e-0d1f2a3b4c5d',
};

describe('TryItForm', () => {
  it('sends the example body with the signed-in key pair to the sandbox and shows status, latency, request id and answer', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_request: PlaygroundRequest, report: (details: CallDetails) => void) => {
      report(DETAILS);
      return { msg: 'Data encrypted successfully.' };
    });
    renderPage(<TryItForm operation={encrypt} credentials={{ apiKey: 'key-1', apiUsername: 'ada' }} send={send} />);
    expect(screen.getByLabelText('x-api-key')).toHaveValue('key-1');
    expect(screen.getByText('Your API key and username are filled in.', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to sandbox' }));
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      method: 'POST',
      endpoint: '/encrypt-data',
      environment: 'sandbox',
      url: `${window.location.origin}/csi-p/api-sandbox/encrypt-data`,
      headers: { 'x-api-key': 'key-1', 'x-app-username': 'ada' },
      body: { rawData: 'Your data here' },
    });
    expect(await screen.findByText('200')).toBeInTheDocument();
    expect(screen.getByText('42 ms')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText(DETAILS.requestId ?? '')).toBeInTheDocument();
    expect(screen.getByText(/"msg": "Data encrypted successfully."/)).toBeInTheDocument();
  });

  it('signed out: the key pair is pasted, and a refusal shows its status and error body', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_request: PlaygroundRequest, report: (details: CallDetails) => void) => {
      report({ ...DETAILS, status: 400 });
      throw { msg: 'Wrong x-api-key and/or x-app-username', requestId: DETAILS.requestId };
    });
    renderPage(<TryItForm operation={encrypt} credentials={null} send={send} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByLabelText('x-api-key')).toHaveValue('');
    await user.type(screen.getByLabelText('x-api-key'), 'pasted');
    await user.type(screen.getByLabelText('x-app-username'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Send to sandbox' }));
    expect(await screen.findByText('400')).toBeInTheDocument();
    expect(screen.getByText(/"msg": "Wrong x-api-key and\/or x-app-username"/)).toBeInTheDocument();
    expect(send.mock.calls[0]?.[0].headers).toEqual({ 'x-api-key': 'pasted', 'x-app-username': 'someone' });
  });

  it('a multipart call asks for its file, then sends the chosen file and the text fields', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_request: PlaygroundRequest, report: (details: CallDetails) => void) => {
      report(DETAILS);
      return { msg: 'ok' };
    });
    renderPage(<TryItForm operation={metadata} credentials={{ apiKey: 'key-1', apiUsername: 'ada' }} send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send to sandbox' }));
    expect(screen.getByText('Choose a file to send.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('File (file)'), file);
    await user.type(screen.getByLabelText('apiKey'), 'key-1');
    await user.click(screen.getByRole('button', { name: 'Send to sandbox' }));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ method: 'FILE', file, fields: { apiKey: 'key-1' } });
    expect(send.mock.calls[0]?.[0].body).toBeUndefined();
  });
});
