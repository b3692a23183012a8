import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '../../../hooks/usePageMeta';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's h1; the document title is this followed by ' | CSI'. */
  title: string;
  /** One line under the heading, also the meta description. */
  description: string;
  /** Buttons at the right end of the header. @default undefined */
  actions?: ReactNode;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Heading block of an account or admin page; also sets the document title and description. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageMeta({ title: `${title} | CSI`, description });
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        <p>{description}</p>
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
