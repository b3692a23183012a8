import type { PlaygroundEnvironment } from '@csi/api-client';
import { Button, Card, CopyButton, FormField, Input, PasswordInput, playgroundUrl } from '@csi/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useFeedback } from '../../../hooks/useFeedback';
import { API_KEY_BLOCKED_MESSAGE, API_KEY_BLOCKED_TITLE } from '../lab/apiKeyBlocked';
import { playgroundBases } from '../lab/playgroundBases';
import { plainOptions, Select } from '../shared/Select';
import { EnvironmentChoice } from './EnvironmentChoice';

/** What the form sends. */
export interface PdfEncryptRequest {
  endpoint: string;
  environment: PlaygroundEnvironment;
  file: File;
  password: string;
  apiKey: string;
  apiUsername: string;
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

/** The PDF encryption playground: endpoint, URL, environment, file, password, headers, Encrypt and the response. */
export function PdfLabForm({ endpoints, apiKey, apiUsername, keyBlocked, onEncrypt }: PdfLabFormProps) {
  const { showModal, showPopup } = useFeedback();
  const fileId = useId();
  const [endpoint, setEndpoint] = useState(endpoints[0] ?? '');
  const [environment, setEnvironment] = useState<PlaygroundEnvironment>('live');
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [headers, setHeaders] = useState({ apiKey, apiUsername });
  const [response, setResponse] = useState('');
  const url = playgroundUrl(playgroundBases(), environment, endpoint);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResponse('');
    if (keyBlocked) return showModal(API_KEY_BLOCKED_TITLE, API_KEY_BLOCKED_MESSAGE);
    if (!file) return setResponse('Please choose a PDF file to encrypt.');
    try {
      setResponse(await onEncrypt({ endpoint, environment, file, password, ...headers }));
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
          <FormField id={fileId} label="PDF file">
            <input
              id={fileId}
              type="file"
              accept="application/pdf"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </FormField>
          <PasswordInput
            label="Enter Pdf password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit">Encrypt</Button>
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
      <section aria-label="Response">
        <h2>Response</h2>
        <Output role="status" aria-live="polite">
          {response}
        </Output>
        <Button variant="secondary" onClick={() => setResponse('')}>
          clear Response
        </Button>
      </section>
    </form>
  );
}
