import { type UploadProgress, validatePdfPassword } from '@csi/api-client';
import { type PlaygroundEnvironment, playgroundUrl } from '@csi/contract';
import { Button, Card, CopyButton, FileInput, Input, PasswordInput, useUpload } from '@csi/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useFeedback } from '../../../hooks/useFeedback';
import { API_KEY_BLOCKED_MESSAGE, API_KEY_BLOCKED_TITLE } from '../lab/apiKeyBlocked';
import { plainOptions, Select } from '../shared/Select';
import { EnvironmentChoice } from './EnvironmentChoice';

/** The AES key lengths the service offers. */
export type PdfKeyLength = '128' | '256';

const KEY_LENGTHS = [
  { value: '128', label: 'AES-128 (default, for old readers)' },
  { value: '256', label: 'AES-256 (recommended)' },
] as const;

/** What the form sends. */
export interface PdfEncryptRequest {
  endpoint: string;
  environment: PlaygroundEnvironment;
  file: File;
  password: string;
  /** The AES key length: 128 (the spec's default) or 256 (recommended). */
  keyLength: PdfKeyLength;
  apiKey: string;
  apiUsername: string;
  /** Called as the PDF is sent: bytes sent of total. */
  onUploadProgress: (progress: UploadProgress) => void;
}

/** Props of {@link PdfLabForm}. */
export interface PdfLabFormProps {
  /** Endpoint paths to choose from. */
  endpoints: string[];
  /** Prefill of x-api-key. */
  apiKey: string;
  /** Prefill of x-app-username. */
  apiUsername: string;
  /** Refuse to send (API Key Blocked modal). */
  keyBlocked: boolean;
  /** Encrypts; resolves with the text shown as the response, rejects with the error text. */
  onEncrypt: (request: PdfEncryptRequest) => Promise<string>;
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// As in the API lab's response area: the title with 'clear Response' at its right, then the output.
const Response = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  h2 {
    margin: 0;
  }
`;

const Output = styled.pre`
  min-height: 5rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/**
 * The PDF encryption playground: endpoint, URL, environment, file, password (at least 8 characters), encryption
 * (AES-128 or the recommended AES-256), headers, Encrypt and the response.
 */
export function PdfLabForm({ endpoints, apiKey, apiUsername, keyBlocked, onEncrypt }: PdfLabFormProps) {
  const { showModal, showPopup } = useFeedback();
  const upload = useUpload();
  const [endpoint, setEndpoint] = useState(endpoints[0] ?? '');
  const [environment, setEnvironment] = useState<PlaygroundEnvironment>('live');
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [keyLength, setKeyLength] = useState<PdfKeyLength>('128');
  const [headers, setHeaders] = useState({ apiKey, apiUsername });
  const [response, setResponse] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ file?: string; password?: string }>({});
  const url = playgroundUrl(window.location.origin, environment, endpoint);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResponse('');
    if (keyBlocked) return showModal(API_KEY_BLOCKED_TITLE, API_KEY_BLOCKED_MESSAGE);
    // What the form itself can tell is said at its field, before any call.
    const errors = {
      file: file ? undefined : 'Please choose a PDF file to encrypt.',
      password: password ? (validatePdfPassword(password) ?? undefined) : 'PDF password is required.',
    };
    setFieldErrors(errors);
    if (!file || errors.password) return;
    try {
      const request = { endpoint, environment, file, password, keyLength, ...headers };
      setResponse(await upload.track(file.size, (onUploadProgress) => onEncrypt({ ...request, onUploadProgress })));
    } catch (error) {
      setResponse(`Error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Columns>
        <div>
          <Select label="Endpoint" value={endpoint} options={plainOptions(endpoints)} onChange={setEndpoint} />
          <Input
            label="URL"
            value={url}
            readOnly
            endAdornment={<CopyButton text={url} label="Copy URL" onError={(m) => showPopup(m, 'error')} />}
          />
          <EnvironmentChoice value={environment} onChange={setEnvironment} />
          <FileInput
            label="PDF file"
            accept="application/pdf"
            upload={upload.state}
            error={fieldErrors.file}
            onFiles={(files) => setFile(files[0] ?? null)}
          />
          <PasswordInput
            label="Enter Pdf password"
            autoComplete="new-password"
            value={password}
            error={fieldErrors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Select label="Encryption" value={keyLength} options={KEY_LENGTHS} onChange={setKeyLength} />
          <Button type="submit" disabled={upload.state.phase !== 'idle'}>
            Encrypt
          </Button>
        </div>
        <Card as="section" aria-label="Headers">
          <h2>Headers</h2>
          <Input
            label="x-api-key"
            type="password"
            autoComplete="off"
            value={headers.apiKey}
            onChange={(e) => setHeaders({ ...headers, apiKey: e.target.value })}
          />
          <Input
            label="x-app-username"
            type="password"
            autoComplete="off"
            value={headers.apiUsername}
            onChange={(e) => setHeaders({ ...headers, apiUsername: e.target.value })}
          />
        </Card>
      </Columns>
      <Response aria-label="Response">
        <div>
          <h2>Response</h2>
          <Button variant="secondary" onClick={() => setResponse('')}>
            clear Response
          </Button>
        </div>
        <Output role="status" aria-live="polite">
          {response}
        </Output>
      </Response>
    </form>
  );
}
