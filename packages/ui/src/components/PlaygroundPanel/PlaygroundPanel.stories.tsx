import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { installFakeClipboard } from '../CopyButton/fakeClipboard';
import { PlaygroundPanel } from './PlaygroundPanel';
import type { PlaygroundRequest } from './usePlayground';

const LIVE = 'https://api.csi.test/csi-p/api-live';
const SANDBOX = 'https://api.csi.test/csi-p/api-sandbox';
const ENCRYPT_BODY = '{\n  "rawData": "hello from Nairobi"\n}';
const DECRYPT_BODY = '{\n  "prky": "private",\n  "encryptedData": "c2VjcmV0",\n  "plky": "public"\n}';
const REPLY = { msg: 'ok', data: { encryptedData: 'c2VjcmV0', publicKey: 'pk' } };

const meta = {
  title: 'Data/PlaygroundPanel',
  component: PlaygroundPanel,
  args: {
    api: {
      name: 'Secure data encryption',
      endpoint: '/encrypt-data,/decrypt-data',
      apiAccepts: 'application/json',
      bodyExample: `${ENCRYPT_BODY}\nOR\n${DECRYPT_BODY}`,
    },
    apiBase: 'https://api.csi.test/',
    apiKey: 'csi_abcd1234efgh5678',
    apiUsername: 'amina',
    onSend: fn(async (_request: PlaygroundRequest): Promise<unknown> => REPLY),
    onCopyError: fn(),
  },
  beforeEach: installFakeClipboard,
} satisfies Meta<typeof PlaygroundPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdfApi = {
  name: 'PDF security',
  endpoint: '/file/encrypt-pdf',
  apiAccepts: 'application/pdf',
  bodyExample: '{\n  "password": "secret"\n}',
};

/** Defaults: first endpoint, POST, live, its body example, headers filled in from the profile. */
export const DefaultLivePost: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Endpoint')).toHaveValue('/encrypt-data');
    await expect(canvas.getByLabelText('Method')).toHaveValue('POST');
    await expect(canvas.getByRole('radio', { name: 'Live' })).toBeChecked();
    await expect(canvas.getByLabelText('URL')).toHaveValue(`${LIVE}/encrypt-data`);
    await expect(canvas.getByLabelText('Request body (JSON)')).toHaveValue(ENCRYPT_BODY);
    const key = canvas.getByLabelText('x-api-key');
    await expect(key).toHaveAttribute('type', 'password');
    await expect(key).toHaveValue('csi_abcd1234efgh5678');
    await expect(canvas.getByLabelText('x-app-username')).toHaveValue('amina');
    await matchScreenshot(canvasElement, 'default-live-post');
  },
};

/** '/decrypt-data' is prefilled with the second body example. */
export const DecryptEndpoint: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Endpoint'), '/decrypt-data');
    await expect(canvas.getByLabelText('Request body (JSON)')).toHaveValue(DECRYPT_BODY);
    await expect(canvas.getByLabelText('URL')).toHaveValue(`${LIVE}/decrypt-data`);
  },
};

/** Choosing sandbox switches the URL to the sandbox base; the URL can be copied. */
export const SandboxChangesUrl: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Sandbox' }));
    await expect(canvas.getByLabelText('URL')).toHaveValue(`${SANDBOX}/encrypt-data`);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy URL' }));
    await expect(await navigator.clipboard.readText()).toBe(`${SANDBOX}/encrypt-data`);
  },
};

/** A body that is not JSON: the message, and nothing sent. */
export const InvalidJson: Story = {
  play: async ({ canvas, args }) => {
    const body = canvas.getByLabelText('Request body (JSON)');
    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste('{"rawData": ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('status', { name: 'Response body' })).toHaveTextContent(
      'Invalid JSON in request body!',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Send shows the reply as formatted JSON and sends the parsed body with the headers. */
export const SendSuccess: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const response = canvas.getByRole('status', { name: 'Response body' });
    await waitFor(() => expect(response.textContent).toBe(JSON.stringify(REPLY, null, 2)));
    await expect(args.onSend.mock.lastCall?.[0]).toEqual({
      method: 'POST',
      url: `${LIVE}/encrypt-data`,
      endpoint: '/encrypt-data',
      environment: 'live',
      headers: { 'x-api-key': 'csi_abcd1234efgh5678', 'x-app-username': 'amina' },
      body: { rawData: 'hello from Nairobi' },
    });
  },
};

/** A failed send shows 'Error: ' and the error body. */
export const SendFailure: Story = {
  args: {
    onSend: fn((_request: PlaygroundRequest) => Promise.reject({ message: 'Wrong x-api-key and/or x-app-username' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const response = canvas.getByRole('status', { name: 'Response body' });
    await waitFor(() =>
      expect(response.textContent).toBe('Error: {\n  "message": "Wrong x-api-key and/or x-app-username"\n}'),
    );
  },
};

/** Edited headers are what is sent; sandbox goes to the sandbox URL. */
export const EditedHeadersInSandbox: Story = {
  play: async ({ canvas, args }) => {
    const key = canvas.getByLabelText('x-api-key');
    await userEvent.clear(key);
    await userEvent.type(key, 'csi_other0000key1');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sandbox' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(args.onSend.mock.lastCall?.[0]).toMatchObject({
      url: `${SANDBOX}/encrypt-data`,
      environment: 'sandbox',
      headers: { 'x-api-key': 'csi_other0000key1', 'x-app-username': 'amina' },
    });
  },
};

/** The response is cleared before each send, then 'clear Response' empties it. */
export const ClearedBeforeSendAndOnClear: Story = {
  play: async ({ canvas, args }) => {
    let answer: (value: unknown) => void = () => undefined;
    args.onSend.mockImplementationOnce(async () => REPLY);
    args.onSend.mockImplementationOnce(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const response = canvas.getByRole('status', { name: 'Response body' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(response).toHaveTextContent('"msg": "ok"'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(response).toHaveTextContent('Sending…');
    await expect(response).not.toHaveTextContent('"msg"');
    answer({ ...REPLY, msg: 'second' });
    await waitFor(() => expect(response).toHaveTextContent('"msg": "second"'));
    await userEvent.click(canvas.getByRole('button', { name: 'clear Response' }));
    await expect(response).toHaveTextContent(/^$/);
  },
};

/** GET (and DELETE) show no body and send none. */
export const GetHidesBody: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Method'), 'GET');
    await expect(canvas.queryByLabelText('Request body (JSON)')).toBeNull();
    await expect(canvas.getByText('GET requests send no body.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(args.onSend.mock.lastCall?.[0]).not.toHaveProperty('body');
    await userEvent.selectOptions(canvas.getByLabelText('Method'), 'DELETE');
    await expect(canvas.queryByLabelText('Request body (JSON)')).toBeNull();
  },
};

/** FILE shows a file selector and extra fields, added only when both name and value are filled in. */
export const FileWithExtraFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Method'), 'FILE');
    await expect(canvas.queryByLabelText('Request body (JSON)')).toBeNull();
    await expect(canvas.getByLabelText('File')).toHaveAttribute('type', 'file');
    await expect(canvas.queryByLabelText('Enter Pdf password')).toBeNull();
    const add = canvas.getByRole('button', { name: 'Add field' });
    await userEvent.type(canvas.getByLabelText('Field name'), 'apiKey');
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Field value'), 'abc');
    await userEvent.click(add);
    const list = canvas.getByRole('list', { name: 'Form fields' });
    await expect(within(list).getByText('apiKey = abc')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('status', { name: 'Response body' })).toHaveTextContent(
      'Please choose a file to send.',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A multipart/form-data API (the metadata viewer) opens on FILE with a selector offering any file, and sends it. */
export const MultipartOpensOnFile: Story = {
  args: {
    api: {
      name: 'File Metadata Viewer',
      endpoint: '/file/file-metadata',
      apiAccepts: 'multipart/form-data',
      bodyExample: '{\n  "file": "<your file>"\n}',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Method')).toHaveValue('FILE');
    const file = canvas.getByLabelText('File');
    await expect(file).toHaveAttribute('type', 'file');
    await expect(file).not.toHaveAttribute('accept');
    await expect(canvas.queryByLabelText('Request body (JSON)')).toBeNull();
    const notes = new File(['Quarterly notes'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(file, notes);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(args.onSend.mock.lastCall?.[0]).toMatchObject({ method: 'FILE', file: notes });
  },
};

/** A PDF API with FILE: file, password and fields are sent. */
export const PdfFile: Story = {
  args: { api: pdfApi },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Method'), 'FILE');
    const pdf = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('File'), pdf);
    await userEvent.type(canvas.getByLabelText('Enter Pdf password'), 'S3cret!');
    await userEvent.type(canvas.getByLabelText('Field name'), 'owner');
    await userEvent.type(canvas.getByLabelText('Field value'), 'Amina');
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(args.onSend.mock.lastCall?.[0]).toMatchObject({
      method: 'FILE',
      url: `${LIVE}/file/encrypt-pdf`,
      file: pdf,
      fields: { owner: 'Amina' },
      password: 'S3cret!',
    });
  },
};

/**
 * A large PDF: the file field shows the upload's bytes sent of the total while onSend reports them, then
 * 'Uploaded. Processing…' until the answer, and nothing once the response is in.
 */
export const PdfUploadProgress: Story = {
  args: {
    api: pdfApi,
    onSend: fn(async ({ onUploadProgress }: PlaygroundRequest): Promise<unknown> => {
      const size = 20 * 1024 * 1024;
      const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
      for (const share of [0.4, 1]) {
        await pause();
        onUploadProgress?.({ loaded: size * share, total: size });
      }
      await pause();
      return REPLY;
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Method'), 'FILE');
    await userEvent.upload(
      canvas.getByLabelText('File'),
      new File(['%PDF-1.7'], 'big.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Upload of File' });
    await expect(bar).toHaveAttribute('aria-valuenow');
    await expect(await canvas.findByText('Uploading 8.0 MB of 20.0 MB (40%)')).toBeVisible();
    await expect(await canvas.findByText('Uploaded. Processing…')).toBeVisible();
    await expect(await canvas.findByText(/"encryptedData"/)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The Code tab shows the request as curl, JavaScript and Python, never with the real key. */
export const CodeTab: Story = {
  play: async ({ canvas }) => {
    const requestTab = canvas.getByRole('tab', { name: 'Request' });
    await expect(requestTab).toHaveAttribute('aria-selected', 'true');
    requestTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const codeTab = canvas.getByRole('tab', { name: 'Code' });
    await expect(codeTab).toHaveAttribute('aria-selected', 'true');
    await expect(codeTab).toHaveFocus();
    const panel = canvas.getByRole('tabpanel', { name: 'Code' });
    await expect(panel).toHaveTextContent(`curl -X POST '${LIVE}/encrypt-data'`);
    await expect(panel).toHaveTextContent(`-H 'x-api-key: '"$CSI_API_KEY"`);
    await expect(panel).toHaveTextContent('await fetch(');
    await expect(panel).toHaveTextContent('requests.post(');
    await expect(panel).not.toHaveTextContent('csi_abcd1234efgh5678');
    await expect(canvas.queryByLabelText('Endpoint')).not.toBeVisible();
  },
};

/** The light theme (toolbar: Theme → Light): every label readable, checked by the accessibility test. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Live' })).toBeChecked();
    await expect(getComputedStyle(canvas.getByText('Environment')).color).toBe('rgb(11, 18, 32)');
  },
};
