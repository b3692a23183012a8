'use client';

import { PLAYGROUND_METHODS } from '@csi/contract';
import { forwardRef, type HTMLAttributes, useId, useState } from 'react';
import { styled } from '../../theme/styled';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { Input } from '../Input';
import { TextArea } from '../TextArea';
import { CodeSnippets } from './CodeSnippets';
import { EnvironmentRadios } from './EnvironmentRadios';
import { FileFields } from './FileFields';
import { HeadersCard } from './HeadersCard';
import { LabelledSelect } from './LabelledSelect';
import { PanelTabs } from './PanelTabs';
import { ResponseArea } from './ResponseArea';
import { type UsePlaygroundOptions, usePlayground } from './usePlayground';

/** Props of PlaygroundPanel; other attributes go to its section element (it keeps its own aria-labelledby, the API's name). */
export interface PlaygroundPanelProps extends UsePlaygroundOptions, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Called with the message when copying the URL fails. @default undefined */
  onCopyError?: (message: string) => void;
}

const TABS = [
  { id: 'request', label: 'Request' },
  { id: 'code', label: 'Code' },
] as const;

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & > p {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoint.stack}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const NoBody = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The API playground: endpoint, method, environment, headers and body, Send, the response, and code snippets. */
export const PlaygroundPanel = forwardRef<HTMLElement, PlaygroundPanelProps>(function PlaygroundPanel(
  { onCopyError, api, apiBase, apiKey, apiUsername, onSend, ...rest },
  ref,
) {
  const pg = usePlayground({ api, apiBase, apiKey, apiUsername, onSend });
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('request');
  const ids = useId();
  const titleId = `${ids}-title`;
  const hasBody = pg.method === 'POST' || pg.method === 'PUT';
  return (
    <Root ref={ref} {...rest} aria-labelledby={titleId} data-state={pg.sending ? 'sending' : 'idle'}>
      <p id={titleId}>{api.name}</p>
      <PanelTabs tabs={TABS} selected={tab} onSelect={setTab} idPrefix={ids} label="Playground views" />
      <div
        role="tabpanel"
        id={`${ids}-panel-request`}
        aria-labelledby={`${ids}-tab-request`}
        hidden={tab !== 'request'}
      >
        <Columns>
          <div>
            <LabelledSelect label="Endpoint" value={pg.endpoint} options={pg.endpoints} onChange={pg.setEndpoint} />
            <Input
              label="URL"
              value={pg.url}
              readOnly
              endAdornment={<CopyButton text={pg.url} label="Copy URL" onError={onCopyError} />}
            />
            <LabelledSelect label="Method" value={pg.method} options={PLAYGROUND_METHODS} onChange={pg.setMethod} />
            <EnvironmentRadios value={pg.environment} onChange={pg.setEnvironment} />
            {hasBody && (
              <TextArea
                label="Request body (JSON)"
                value={pg.body}
                spellCheck={false}
                onChange={(event) => pg.setBody(event.target.value)}
              />
            )}
            {pg.method === 'FILE' && (
              <FileFields
                accept={api.apiAccepts}
                onFile={pg.setFile}
                fields={pg.fields}
                onFieldsChange={pg.setFields}
                withPassword={pg.isPdf}
                password={pg.password}
                onPasswordChange={pg.setPassword}
                upload={pg.upload}
              />
            )}
            {(pg.method === 'GET' || pg.method === 'DELETE') && <NoBody>{pg.method} requests send no body.</NoBody>}
            <Button onClick={pg.send} disabled={pg.sending}>
              Send
            </Button>
          </div>
          <HeadersCard headers={pg.headers} onChange={pg.setHeader} />
        </Columns>
      </div>
      <div role="tabpanel" id={`${ids}-panel-code`} aria-labelledby={`${ids}-tab-code`} hidden={tab !== 'code'}>
        {tab === 'code' && (
          <CodeSnippets
            request={{
              method: pg.method,
              url: pg.url,
              body: pg.body,
              fileName: pg.file?.name,
              fields: pg.fieldValues,
              withPassword: pg.isPdf,
            }}
          />
        )}
      </div>
      <ResponseArea text={pg.response} busy={pg.sending} onClear={pg.clearResponse} />
    </Root>
  );
});
