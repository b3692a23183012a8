import { Button, Spinner } from '@csi/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AsyncState } from '../../../hooks/useAsync';

/** Props of {@link AsyncView}. */
export interface AsyncViewProps<T> {
  /** The load to show. */
  state: AsyncState<T>;
  /** What is loading, for the spinner and the error text, e.g. 'your wallet'. */
  what: string;
  /** Renders the loaded data. */
  children: (data: T) => ReactNode;
  /** Offers a 'Try again' button calling this on failure. @default undefined */
  onRetry?: () => void;
}

const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
`;

/** A load's three faces: a spinner while waiting, the reason and a retry on failure, else the data. */
export function AsyncView<T>({ state, what, children, onRetry }: AsyncViewProps<T>) {
  if (state.status === 'loading') return <Spinner label={`Loading ${what}`} />;
  if (state.status === 'error') {
    return (
      <Failure role="alert">
        <p>
          We could not load {what}: {state.error}
        </p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Failure>
    );
  }
  return <>{children(state.data)}</>;
}
