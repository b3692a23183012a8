import { CodeBlock } from '@csi/ui';
import styled from 'styled-components';
import type { ReferenceResponse } from './ReferenceOperation';

/** Props of {@link ResponseList}. */
export interface ResponseListProps {
  responses: readonly ReferenceResponse[];
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  > li {
    border-left: 4px solid ${({ theme }) => theme.color.border};
    padding-left: ${({ theme }) => theme.space.sm};
  }
  > li[data-ok='true'] {
    border-left-color: ${({ theme }) => theme.color.success};
  }
  > li[data-ok='false'] {
    border-left-color: ${({ theme }) => theme.color.danger};
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

/**
 * The answers of an operation: each status with its description; a success with its body's schema and example, an
 * error with every `msg` the document lists (every error body is `{ msg, requestId }`).
 */
export function ResponseList({ responses }: ResponseListProps) {
  return (
    <List>
      {responses.map((response) => {
        const ok = /^[23]/.test(response.status);
        return (
          <li key={response.status} data-ok={ok}>
            <strong>{response.status}</strong> {response.description}
            {ok && response.schema && <CodeBlock code={response.schema} language="schema" />}
            {ok && response.example && <CodeBlock code={response.example} language="json" />}
            {response.messages.length > 0 && (
              <ul aria-label={`Messages of ${response.status}`}>
                {response.messages.map((message) => (
                  <li key={message}>
                    <code>{message}</code>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </List>
  );
}
