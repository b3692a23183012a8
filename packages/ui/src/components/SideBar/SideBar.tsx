'use client';

import { forwardRef, type HTMLAttributes, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { css, styled } from '../../theme/styled';
import { useCsiTheme } from '../../theme/useCsiTheme';
import { useMediaQuery } from '../../hooks/use-media-query';
import { DefaultLink, type LinkComponent } from '../../types';

/** An entry of the side bar. */
export interface SideBarItem {
  /** Visible text. */
  label: string;
  /** Target path. */
  href: string;
  /** Icon shown before the label (hidden from assistive technology). @default undefined */
  icon?: ReactNode;
  /** Shown only when `isAdmin` is true. @default false */
  adminOnly?: boolean;
}

/** Props of {@link SideBar}. */
export interface SideBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
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
  /** Narrow mode (a top bar whose Menu button shows the entries); by default below 620 px. @default undefined */
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
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  ul[hidden] {
    display: none;
  }
  /* Stacked above the page (below 850 px) the wide bar is a row of entries, not a tall column. */
  @media (max-width: ${({ theme }) => theme.breakpoint.stack - 1}px) {
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    &[data-compact='false'] ul:not([hidden]) {
      display: flex;
      flex-wrap: wrap;
    }
  }
  /* Narrow: a top bar of brand and Menu button; the entries drop down below it while open. */
  &[data-compact='true'] {
    min-width: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
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
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
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

/**
 * Account-area menu: brand link to /, entries (admin-only ones when `isAdmin`), Logout. Below 620 px it is a top bar
 * of the brand and a Menu button that discloses the entries (closed again by choosing one or by Escape).
 */
export const SideBar = forwardRef<HTMLElement, SideBarProps>(function SideBar(
  {
    items,
    title = 'CSI',
    isAdmin = false,
    onLogout,
    currentPath,
    compact,
    linkComponent: Link = DefaultLink,
    ...rest
  }: SideBarProps,
  ref,
) {
  const theme = useCsiTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoint.sidebar - 1}px)`);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const isCompact = compact ?? narrow;
  const collapsed = isCompact && !open;
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isCompact || !open) return;
    close();
    toggle.current?.focus();
  };
  return (
    <Root
      ref={ref}
      {...rest}
      aria-label={`${title} menu`}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-compact={isCompact}
      onKeyDown={onKeyDown}
    >
      <Brand>
        <Link href="/">{title}</Link>
        {isCompact && (
          <button ref={toggle} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
            Menu
          </button>
        )}
      </Brand>
      <Entries id={listId} hidden={collapsed}>
        {items
          .filter((item) => isAdmin || !item.adminOnly)
          .map((item) => (
            <li key={item.href + item.label}>
              <Link
                href={item.href}
                aria-current={item.href === currentPath ? 'page' : undefined}
                onClick={isCompact ? close : undefined}
              >
                {item.icon !== undefined && <span aria-hidden="true">{item.icon}</span>}
                {item.label}
              </Link>
            </li>
          ))}
        {onLogout && (
          <li>
            <button type="button" onClick={onLogout}>
              <span aria-hidden="true">↪</span>
              Logout
            </button>
          </li>
        )}
      </Entries>
    </Root>
  );
});
