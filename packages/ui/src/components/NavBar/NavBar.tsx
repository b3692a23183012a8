'use client';

import {
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { css, styled } from '../../theme/styled';
import { useCsiTheme } from '../../theme/useCsiTheme';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { useMediaQuery } from '../../hooks/use-media-query';
import { HEADER_HIDE_OFFSET, useScrollDirection } from '../../hooks/use-scroll-direction';
import { DefaultLink, type LinkComponent } from '../../types';
import { NavDropdown } from './NavDropdown';
import { DEFAULT_NAV_ITEMS, isNavMenu, type NavItem } from './navItems';
import { navEntryStyles } from './navStyles';
import { useScriptsRunning } from './useScriptsRunning';

/** Which navigation layout to use. */
export type NavBarLayout = 'auto' | 'desktop' | 'mobile';

/** Props of {@link NavBar}. */
export interface NavBarProps extends HTMLAttributes<HTMLElement> {
  /** Entries of the bar. @default DEFAULT_NAV_ITEMS (Home, Resources, About, Contact, Login) */
  items?: NavItem[];
  /** Content of the brand link to /. @default 'CSI' */
  brand?: ReactNode;
  /** Router link of the app. @default DefaultLink */
  linkComponent?: LinkComponent;
  /** Path of the current page, marked with aria-current. @default undefined */
  currentPath?: string;
  /** Layout: 'auto' uses the mobile menu at 1023 px and below; the others force one layout. @default 'auto' */
  layout?: NavBarLayout;
  /** Scroll distance past which scrolling down hides the header. @default 100 */
  hideOffset?: number;
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 900;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  transition: transform 0.3s ease;
  &[data-hidden='true']:not(:focus-within) {
    transform: translateY(-100%);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  > a {
    ${navEntryStyles} font-weight: 700;
    font-size: 1.25rem;
    margin-right: auto;
  }
`;

const hamburgerStyles = css`
  ${navEntryStyles}
  font-size: 1.5rem;
  line-height: 1;
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Hamburger = styled.button`
  ${hamburgerStyles}
`;

/**
 * The mobile menu in the server's HTML (before scripts run, or without them): a native disclosure that opens without
 * JavaScript, looking like the menu button that replaces it. With the 'auto' layout, CSS shows it at the mobile
 * breakpoint and below (the server cannot know the screen) and the list of links above it, so nothing moves when the
 * scripts take over.
 */
const MobileDisclosure = styled.details`
  > summary {
    ${hamburgerStyles}
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
  }
  &[open] {
    flex-basis: 100%;
  }
  &[data-auto='true'] {
    @media (min-width: ${({ theme }) => theme.breakpoint.mobileMenu + 1}px) {
      display: none;
    }
  }
`;

const List = styled.ul`
  list-style: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  > li {
    position: relative;
  }
  > li > a {
    ${navEntryStyles}
  }
  &[data-mobile='true'] {
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
  }
  &[hidden] {
    display: none;
  }
  &[data-wide-only='true'] {
    @media (max-width: ${({ theme }) => theme.breakpoint.mobileMenu}px) {
      display: none;
    }
  }
`;

/**
 * The site header: brand link, links and disclosure menus (one open at a time), a mobile menu at 1023 px and
 * below that locks body scrolling while open, and hiding when scrolling down past 100 px.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  {
    items = DEFAULT_NAV_ITEMS,
    brand = 'CSI',
    linkComponent: Link = DefaultLink,
    currentPath,
    layout = 'auto',
    hideOffset = HEADER_HIDE_OFFSET,
    ...rest
  }: NavBarProps,
  ref,
) {
  const theme = useCsiTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoint.mobileMenu}px)`);
  const mobile = layout === 'auto' ? narrow : layout === 'mobile';
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const scrolledAway = useScrollDirection(hideOffset);
  const listId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const scriptsRunning = useScriptsRunning();
  const menuShown = mobile && mobileOpen;
  useBodyScrollLock(menuShown);
  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, []);
  useEffect(() => {
    if (!menuShown || openMenu !== null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      hamburgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuShown, openMenu]);

  const entries = () =>
    items.map((item) => (
      <li key={item.label}>
        {isNavMenu(item) ? (
          <NavDropdown
            item={item}
            open={openMenu === item.label}
            onOpenChange={(open) => setOpenMenu(open ? item.label : null)}
            onNavigate={closeAll}
            linkComponent={Link}
            currentPath={currentPath}
          />
        ) : (
          <Link href={item.href} aria-current={item.href === currentPath ? 'page' : undefined} onClick={closeAll}>
            {item.label}
          </Link>
        )}
      </li>
    ));
  // The server's HTML: disclosures that work without JavaScript (see MobileDisclosure).
  if (!scriptsRunning && layout !== 'desktop') {
    return (
      <Header ref={ref} {...rest} data-hidden={false}>
        <Nav aria-label="Main">
          <Link href="/">{brand}</Link>
          <MobileDisclosure data-auto={layout === 'auto'}>
            <summary aria-label="Menu">☰</summary>
            <List data-mobile>{entries()}</List>
          </MobileDisclosure>
          {layout === 'auto' && (
            <List id={listId} data-mobile={false} data-wide-only>
              {entries()}
            </List>
          )}
        </Nav>
      </Header>
    );
  }
  return (
    <Header ref={ref} {...rest} data-hidden={scrolledAway && !menuShown}>
      <Nav aria-label="Main">
        <Link href="/" onClick={closeAll}>
          {brand}
        </Link>
        {mobile && (
          <Hamburger
            ref={hamburgerRef}
            type="button"
            aria-label="Menu"
            aria-expanded={mobileOpen}
            aria-controls={listId}
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            ☰
          </Hamburger>
        )}
        <List id={listId} data-mobile={mobile} hidden={mobile && !mobileOpen}>
          {entries()}
        </List>
      </Nav>
    </Header>
  );
});
