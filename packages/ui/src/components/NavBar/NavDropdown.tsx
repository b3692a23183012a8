'use client';

import { useEffect, useId, useRef } from 'react';
import { styled } from '../../theme/styled';
import { DefaultLink, type LinkComponent } from '../../types';
import type { NavMenuItem } from './navItems';
import { navEntryStyles } from './navStyles';
import { useScriptsRunning } from './useScriptsRunning';

/** Props of {@link NavDropdown}. */
export interface NavDropdownProps {
  /** The menu and its links. */
  item: NavMenuItem;
  /** Whether the links are shown. */
  open: boolean;
  /** Called with the wished state (button or Escape). */
  onOpenChange: (open: boolean) => void;
  /** Called when one of the links is chosen. */
  onNavigate: () => void;
  /** Router link of the app. @default DefaultLink */
  linkComponent?: LinkComponent;
  /** Path of the current page, marked with aria-current. @default undefined */
  currentPath?: string;
}

const Toggle = styled.button`
  ${navEntryStyles}
  &::after {
    content: ' ▾';
  }
  &[aria-expanded='true']::after {
    content: ' ▴';
  }
`;

/**
 * The same entry as a native disclosure, for the HTML the server renders: it opens without JavaScript. Styled like
 * the button, so nothing moves when the button takes its place.
 */
const Details = styled.details`
  > summary {
    ${navEntryStyles}
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: ' ▾';
    }
  }
  &[open] > summary::after {
    content: ' ▴';
  }
`;

const Panel = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  min-width: 180px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.mobileMenu + 1}px) {
    position: absolute;
    z-index: 10;
  }
  &[hidden] {
    display: none;
  }
  a {
    ${navEntryStyles}
  }
`;

/**
 * A disclosure button (aria-expanded, aria-controls) with its list of links; Escape closes it and refocuses the button.
 * In the server's HTML (before scripts run, or without them) it is a native `<details>` disclosure, which opens
 * without JavaScript; the button replaces it once the page runs.
 */
export function NavDropdown({
  item,
  open,
  onOpenChange,
  onNavigate,
  linkComponent: Link = DefaultLink,
  currentPath,
}: NavDropdownProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const scriptsRunning = useScriptsRunning();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);
  const links = item.items.map((link) => (
    <li key={link.href}>
      <Link href={link.href} aria-current={link.href === currentPath ? 'page' : undefined} onClick={onNavigate}>
        {link.label}
      </Link>
    </li>
  ));
  if (!scriptsRunning) {
    return (
      <Details>
        <summary>{item.label}</summary>
        <Panel id={panelId}>{links}</Panel>
      </Details>
    );
  }
  return (
    <>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(!open)}
      >
        {item.label}
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {links}
      </Panel>
    </>
  );
}
