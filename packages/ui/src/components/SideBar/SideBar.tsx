import { useId, useState, type ReactNode } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { useMediaQuery } from '../../hooks/use-media-query';
import { DefaultLink, type LinkComponent } from '../../types';
import { VisuallyHidden } from '../VisuallyHidden';

/** An entry of the side bar. */
export interface SideBarItem {
  /** Visible text (only announced while collapsed). */
  label: string;
  /** Target path. */
  href: string;
  /** Icon shown before the label, alone while collapsed; its first letter otherwise. @default undefined */
  icon?: ReactNode;
  /** Shown only when `isAdmin` is true. @default false */
  adminOnly?: boolean;
}

/** Props of {@link SideBar}. */
export interface SideBarProps {
  /** Entries, in order. */
  items: SideBarItem[];
  /** Brand title, a link to /. @default 'CSI' */
  title?: string;
  /** Show the admin-only entries. @default false */
  isAdmin?: boolean;
  /** Adds a last 'Logout' entry calling this. @default undefined */
  onLogout?: () => void;
  /** Path of the current page, marked with aria-current. @default undefined */
  currentPath?: string;
  /** Narrow mode (collapsed to icons with a toggle); by default below 620 px. @default undefined */
  compact?: boolean;
  /** Router link of the app. @default DefaultLink */
  linkComponent?: LinkComponent;
}

const Root = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  min-width: 220px;
  &[data-state='collapsed'] {
    min-width: 0;
    align-items: center;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const entry = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  text-decoration: none;
  text-align: left;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
`;

const Entries = styled.ul`
  a,
  button {
    ${entry} color: ${({ theme }) => theme.color.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  a {
    font-weight: 800;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  button {
    ${entry} width: auto;
    color: ${({ theme }) => theme.color.text};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** Account-area menu: brand link to /, entries (admin-only ones when `isAdmin`), Logout; collapses to icons below 620 px. */
export function SideBar({
  items,
  title = 'CSI',
  isAdmin = false,
  onLogout,
  currentPath,
  compact,
  linkComponent: Link = DefaultLink,
}: SideBarProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoint.sidebar - 1}px)`);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsed = (compact ?? narrow) && !expanded;
  const label = (text: string) => (collapsed ? <VisuallyHidden>{text}</VisuallyHidden> : text);
  const iconOf = (text: string, icon?: ReactNode) => (
    <span aria-hidden="true">{icon ?? (collapsed ? text[0] : null)}</span>
  );
  return (
    <Root aria-label={`${title} menu`} data-state={collapsed ? 'collapsed' : 'expanded'}>
      <Brand>
        <Link href="/">{collapsed ? title.slice(0, 1) : title}</Link>
        {(compact ?? narrow) && (
          <button
            type="button"
            aria-label="Menu"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? '«' : '»'}
          </button>
        )}
      </Brand>
      <Entries id={listId}>
        {items
          .filter((item) => isAdmin || !item.adminOnly)
          .map((item) => (
            <li key={item.href + item.label}>
              <Link
                href={item.href}
                aria-current={item.href === currentPath ? 'page' : undefined}
                title={collapsed ? item.label : undefined}
              >
                {iconOf(item.label, item.icon)}
                {label(item.label)}
              </Link>
            </li>
          ))}
        {onLogout && (
          <li>
            <button type="button" onClick={onLogout}>
              {iconOf('Logout')}
              {label('Logout')}
            </button>
          </li>
        )}
      </Entries>
    </Root>
  );
}
