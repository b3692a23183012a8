import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_KEY_BLOCKED_MESSAGE } from '../lab/apiKeyBlocked';
import { renderPage } from '../testing/renderPage';
import { type PdfEncryptRequest, PdfLabForm, type PdfLabFormProps } from './PdfLabForm';

const pdf = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });

const renderForm = (changes: Partial<PdfLabFormProps> = {}) => {
  const props: PdfLabFormProps = {
    endpoints: ['/file/encrypt-pdf', '/file/encrypt-pdf-v2'],
    apiKey: 'csi_0123456789abcdef',
    apiUsername: 'csi_ada',
    keyBlocked: false,
    onEncrypt: vi.fn().mockResolvedValue('{"status":"ok"}'),
    ...changes,
  };
  renderPage(<PdfLabForm {...props} />);
  return props;
};

const response = () => within(screen.getByRole('region', { name: 'Response' })).getByRole('status');

describe('PdfLabForm', () => {
  it('starts live on the first endpoint, with the headers prefilled and masked', async () => {
    renderForm();
    expect(screen.getByLabelText('Endpoint')).toHaveValue('/file/encrypt-pdf');
    expect(screen.getByRole('radio', { name: 'Live' })).toBeChecked();
    expect(screen.getByLabelText('URL')).toHaveValue(`${window.location.origin}/csi-p/api-live/file/encrypt-pdf`);
    expect(screen.getByLabelText('x-api-key')).toHaveValue('csi_0123456789abcdef');
    expect(screen.getByLabelText('x-api-key')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('x-app-username')).toHaveValue('csi_ada');
    await userEvent.click(screen.getByRole('radio', { name: 'Sandbox' }));
    expect(screen.getByLabelText('URL')).toHaveValue(`${window.location.origin}/csi-p/api-sandbox/file/encrypt-pdf`);
  });

  it('asks for a file and a password at their fields before sending anything', async () => {
    const { onEncrypt } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Encrypt' }));
    expect(screen.getByLabelText('PDF file')).toHaveAccessibleDescription('Please choose a PDF file to encrypt.');
    expect(screen.getByLabelText('Enter Pdf password')).toHaveAccessibleDescription('PDF password is required.');
    expect(screen.getByLabelText('Enter Pdf password')).toHaveAttribute('aria-invalid', 'true');
    expect(response()).toHaveTextContent(/^$/);
    expect(onEncrypt).not.toHaveBeenCalled();
  });

  it('refuses a PDF password shorter than 8 characters before sending anything, and sends AES-256 when chosen', async () => {
    const { onEncrypt } = renderForm();
    await userEvent.upload(screen.getByLabelText('PDF file'), pdf);
    await userEvent.type(screen.getByLabelText('Enter Pdf password'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Encrypt' }));
    expect(screen.getByLabelText('Enter Pdf password')).toHaveAccessibleDescription(
      'The PDF password must be at least 8 characters long.',
    );
    expect(onEncrypt).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Enter Pdf password'), '8');
    await userEvent.selectOptions(screen.getByLabelText('Encryption'), 'AES-256 (recommended)');
    await userEvent.click(screen.getByRole('button', { name: 'Encrypt' }));
    expect(onEncrypt).toHaveBeenCalledWith(expect.objectContaining({ password: '12345678', keyLength: '256' }));
  });

  it("given a blocked key, refuses in the 'API Key Blocked' modal", async () => {
    const { onEncrypt } = renderForm({ keyBlocked: true });
    await userEvent.upload(screen.getByLabelText('PDF file'), pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Encrypt' }));
    expect(await screen.findByRole('dialog', { name: 'API Key Blocked' })).toHaveTextContent(API_KEY_BLOCKED_MESSAGE);
    expect(onEncrypt).not.toHaveBeenCalled();
  });

  it('sends the file, password and headers, shows the answer, and clears it on request', async () => {
    const { onEncrypt } = renderForm();
    await userEvent.upload(screen.getByLabelText('PDF file'), pdf);
    await userEvent.type(screen.getByLabelText('Enter Pdf password'), 's3cret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Encrypt' }));
    expect(onEncrypt).toHaveBeenCalledWith({
      endpoint: '/file/encrypt-pdf',
      environment: 'live',
      file: pdf,
      password: 's3cret-pass',
      keyLength: '128',
      apiKey: 'csi_0123456789abcdef',
      apiUsername: 'csi_ada',
      onUploadProgress: expect.any(Function),
    });
    expect(await screen.findByText('{"status":"ok"}')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'clear Response' }));
    expect(response()).toBeEmptyDOMElement();
  });

  it("shows a failure as 'Error: ' plus the answer", async () => {
    renderForm({
      onEncrypt: vi.fn().mockRejectedValue(new Error('{"msg":"Insufficient balance for live API request."}')),
    });
    await userEvent.upload(screen.getByLabelText('PDF file'), pdf);
    await userEvent.type(screen.getByLabelText('Enter Pdf password'), 's3cret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Encrypt' }));
    expect(await screen.findByText('Error: {"msg":"Insufficient balance for live API request."}')).toBeInTheDocument();
  });

  it('shows the upload as bytes sent of the total, then processing until the answer, then nothing', async () => {
    let answer: (text: string) => void = () => undefined;
    const onEncrypt = vi.fn(
      (request: PdfEncryptRequest) =>
        new Promise<string>((resolve) => {
          request.onUploadProgress({ loaded: 0, total: 2 * 1024 * 1024 });
          answer = resolve;
        }),
    );
    renderForm({ onEncrypt });
    await userEvent.upload(screen.getByLabelText('PDF file'), pdf);
    await userEvent.type(screen.getByLabelText('Enter Pdf password'), 's3cret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Encrypt' }));
    const request = onEncrypt.mock.calls[0]?.[0];
    act(() => request?.onUploadProgress({ loaded: 512 * 1024, total: 2 * 1024 * 1024 }));
    expect(screen.getByRole('progressbar', { name: 'Upload of PDF file' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Uploading 512.0 KB of 2.0 MB (25%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Encrypt' })).toBeDisabled();
    act(() => request?.onUploadProgress({ loaded: 2 * 1024 * 1024, total: 2 * 1024 * 1024 }));
    expect(screen.getByText('Uploaded. Processing…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of PDF file' })).not.toHaveAttribute('aria-valuenow');
    await act(async () => answer('{"status":"ok"}'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Encrypt' })).toBeEnabled();
  });
});
