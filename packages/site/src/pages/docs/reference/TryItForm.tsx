import { playgroundPath, playgroundUrl } from '@csi/contract';
import { Button, CodeBlock, FileInput, Input, type PlaygroundHeaders, type PlaygroundRequest, TextArea } from '@csi/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/errorMessage';
import { RouterLink } from '../../../shell/RouterLink';
import type { CallDetails } from '../../account/lab/callDetails';
import { DetailList } from '../../account/shared/DetailList';
import type { ReferenceOperation } from './ReferenceOperation';
import type { SandboxCredentials } from './SandboxCredentials';

/** Sends a sandbox call and reports its status, latency, cost and request id (see sendPlayground). */
export type SendSandboxCall = (request: PlaygroundRequest, report: (details: CallDetails) => void) => Promise<unknown>;

/** Props of {@link TryItForm}. */
export interface TryItFormProps {
  /** A sandbox gateway operation (its sandboxEndpoint set). */
  operation: ReferenceOperation;
  /** The signed-in user's key pair, filled in; null: the visitor pastes one. */
  credentials: SandboxCredentials | null;
  send: SendSandboxCall;
}

/** What the last call answered. */
interface Outcome {
  details: CallDetails | null;
  answer: string;
}

const Form = styled.form`
  display: grid;
  /* One track as wide as the panel: the key fields and the answer narrow with the window instead of keeping their
     desktop width. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

/** An answer as text: JSON indented, text as is. */
const answerText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/**
 * Try-it of one sandbox call: the key pair (the signed-in user's, or pasted; masked as in the playground), the JSON body (prefilled with the
 * example) or the multipart file and fields, and after sending the status, latency, cost, request id and answer.
 */
export function TryItForm({ operation, credentials, send }: TryItFormProps) {
  const noteId = useId();
  const body = operation.requestBody;
  const multipart = (body?.fields.length ?? 0) > 0;
  const [keyPair, setKeyPair] = useState<PlaygroundHeaders>({
    'x-api-key': credentials?.apiKey ?? '',
    'x-app-username': credentials?.apiUsername ?? '',
  });
  const [json, setJson] = useState(body?.example ?? '{}');
  const [file, setFile] = useState<File | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [fileError, setFileError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const endpoint = operation.sandboxEndpoint ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Checked here rather than with `required`, so the message shows under the field like the form's other errors.
    if (body?.fields.some((field) => field.binary && field.required) && !file) {
      setFileError('Choose a file to send.');
      return;
    }
    let details: CallDetails | null = null;
    setSending(true);
    try {
      const request: PlaygroundRequest = {
        method: multipart ? 'FILE' : (operation.method as PlaygroundRequest['method']),
        url: playgroundUrl(window.location.origin, 'sandbox', endpoint),
        endpoint,
        environment: 'sandbox',
        headers: { 'x-api-key': keyPair['x-api-key'].trim(), 'x-app-username': keyPair['x-app-username'].trim() },
        ...(multipart ? { file, fields } : { body: JSON.parse(json) as unknown }),
      };
      const answer = await send(request, (reported) => (details = reported));
      setOutcome({ details, answer: answerText(answer) });
    } catch (error) {
      const answer = error instanceof Error ? `Error: ${errorMessage(error)}` : answerText(error);
      setOutcome({ details, answer });
    } finally {
      setSending(false);
    }
  };

  const shown = outcome?.details;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-describedby={noteId}>
      <p id={noteId}>
        Sends <code>POST /{playgroundPath('sandbox', endpoint)}</code> from this page: free, with the sandbox&apos;s
        limits.{' '}
        {credentials ? (
          'Your API key and username are filled in.'
        ) : (
          <>
            <RouterLink href="/auth/login">Sign in</RouterLink> to fill in your API key and username, or paste them.
          </>
        )}
      </p>
      <Row>
        {(['x-api-key', 'x-app-username'] as const).map((name) => (
          <Input
            key={name}
            label={name}
            type="password"
            value={keyPair[name]}
            onChange={(e) => setKeyPair({ ...keyPair, [name]: e.target.value })}
            required
            autoComplete="off"
          />
        ))}
      </Row>
      {multipart
        ? body?.fields.map((field) =>
            field.binary ? (
              <FileInput
                key={field.name}
                label={`File (${field.name})`}
                onFiles={(files) => {
                  setFile(files[0]);
                  setFileError(undefined);
                }}
                error={fileError}
              />
            ) : (
              <Input
                key={field.name}
                label={field.name}
                type={/password/i.test(field.name) ? 'password' : 'text'}
                autoComplete="off"
                value={fields[field.name] ?? ''}
                onChange={(e) => setFields({ ...fields, [field.name]: e.target.value })}
                required={field.required}
              />
            ),
          )
        : body && (
            <TextArea
              label="Request body (JSON)"
              value={json}
              onChange={(e) => setJson(e.target.value)}
              spellCheck={false}
            />
          )}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send to sandbox'}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome && (
          <>
            <DetailList
              details={[
                { label: 'Status', value: shown ? (shown.status ?? 'No answer') : 'Not sent' },
                { label: 'Latency', value: shown ? `${shown.latencyMs} ms` : null },
                { label: 'Cost', value: shown?.cost ? `$${shown.cost}` : null },
                { label: 'Request id', value: shown?.requestId, kind: 'code', copy: true },
              ]}
            />
            <CodeBlock code={outcome.answer} language="answer" />
          </>
        )}
      </div>
    </Form>
  );
}
