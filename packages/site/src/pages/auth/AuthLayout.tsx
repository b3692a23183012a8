import { Card } from '@csi/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '../../hooks/usePageMeta';
import { SignedInGate } from './SignedInGate';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  > * {
    width: min(440px, 100%);
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  h1 {
    margin-top: 0;
  }
`;

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** Heading and document title. */
  title: string;
  /** Meta description. */
  description: string;
  /** The form and links. */
  children: ReactNode;
}

/** The frame of every auth page: a centred card with the heading, and the signed-in gate. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  usePageMeta({ title: `${title} | CSI`, description });
  return (
    <>
      <Wrap>
        <Card as="section">
          <h1>{title}</h1>
          {children}
        </Card>
      </Wrap>
      <SignedInGate />
    </>
  );
}
