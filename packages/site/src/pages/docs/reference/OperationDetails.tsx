import { CodeBlock } from '@csi/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ParameterTable } from './ParameterTable';
import type { ReferenceOperation } from './ReferenceOperation';
import { ResponseList } from './ResponseList';

/** Props of {@link OperationDetails}. */
export interface OperationDetailsProps {
  operation: ReferenceOperation;
  /** The try-it form of a sandbox call. @default none */
  tryIt?: ReactNode;
}

const Body = styled.div`
  display: grid;
  /* One track no wider than the panel, so schemas and examples scroll inside their code blocks on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  h4 {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  figure {
    margin: 0;
  }
`;

/**
 * Everything about one operation under its heading (which names its summary): description, authentication, parameters, request
 * body (schema and example), responses (schemas, examples and error messages) and, for a sandbox call, try-it.
 */
export function OperationDetails({ operation, tryIt }: OperationDetailsProps) {
  const name = `${operation.method} ${operation.path}`;
  const body = operation.requestBody;
  return (
    <Body>
      {operation.description && <p>{operation.description}</p>}
      <h4>Authentication</h4>
      <p>{operation.security.length ? operation.security.join(', or ') : 'None: a public call.'}</p>
      {operation.parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          <ParameterTable caption={`Parameters of ${name}`} parameters={operation.parameters} />
        </>
      )}
      {body && (
        <>
          <h4>Request body</h4>
          <p>
            <code>{body.mediaType}</code>
            {body.required ? ', required' : ', optional'}
          </p>
          <CodeBlock code={body.schema} language="schema" />
          {body.example && <CodeBlock code={body.example} language="example" />}
        </>
      )}
      <h4>Responses</h4>
      <ResponseList responses={operation.responses} />
      {tryIt && (
        <>
          <h4>Try it in the sandbox</h4>
          {tryIt}
        </>
      )}
    </Body>
  );
}
