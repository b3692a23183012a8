import { Spinner } from '@csi/ui';
import styled from 'styled-components';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

/** The centred spinner shown while a page or its data loads. */
export function PageLoader({
  label = 'Loading page',
}: {
  /** Announced text. @default 'Loading page' */ label?: string;
}) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}
