import type { ApiDefinition } from '@csi/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProfile, renderPage } from '../testing/renderPage';
import { LabPanel } from './LabPanel';

const api: ApiDefinition = {
  id: 1,
  apiId: 'data-cryp',
  name: 'Secure Data Cryp',
  shortDescription: 'Encrypts data',
  documentationLink: 'https://example.com/docs',
  specialPlayground: '0',
  endpoint: '/encrypt-data,/decrypt-data',
  apiAccepts: 'application/json',
  bodyExample: '{"rawData":"hi"} OR {"prky":"","encryptedData":"","plky":""}',
  cost: 0.01,
  apiService: 'encryption',
  live: true,
};

describe('LabPanel', () => {
  it('prefills the headers with the key and username from the profile', () => {
    renderPage(<LabPanel api={api} profile={emptyProfile} send={vi.fn()} />);
    expect(screen.getByLabelText('x-api-key')).toHaveValue('csi_0123456789abcdef');
    expect(screen.getByLabelText('x-app-username')).toHaveValue('csi_ada');
  });

  it('given a blocked key, refuses to send with the API Key Blocked modal', async () => {
    const send = vi.fn();
    renderPage(<LabPanel api={api} profile={{ ...emptyProfile, apiKeyBlocked: true }} send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const modal = await screen.findByRole('dialog', { name: 'API Key Blocked' });
    expect(modal).toHaveTextContent('Switch off the revoke setting in Settings, or contact the administrator.');
    expect(send).not.toHaveBeenCalled();
  });

  it("sends to the live gateway by default and shows a failure as 'Error: ' plus the body", async () => {
    const send = vi.fn().mockRejectedValue({ msg: 'Wrong x-api-key and/or x-app-username' });
    renderPage(<LabPanel api={api} profile={emptyProfile} send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `${window.location.origin}/csi-p/api-live/encrypt-data`,
        body: { rawData: 'hi' },
      }),
    );
    expect(await screen.findByLabelText('Response body')).toHaveTextContent(
      'Error: { "msg": "Wrong x-api-key and/or x-app-username" }',
    );
  });
});
