import { SideBar, type SideBarItem } from '@csi/ui';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { RouterLink } from '../../../shell/RouterLink';

/** Props of {@link AreaLayout}. */
export interface AreaLayoutProps {
  /** Side bar entries. */
  items: SideBarItem[];
  /** Show admin-only entries. */
  isAdmin: boolean;
  /** Called by the bar's Logout entry. */
  onLogout: () => void;
}

// The shell already wraps every page in <main>, so this grid is a plain box (ui SideBarLayout adds its own main).
const Container = styled.div`
  container-type: inline-size;
`;

// As tall as the shell's main (a screen), so the bar's background reaches the footer on short pages.
const Grid = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  min-height: 100vh;
  > div {
    padding: ${({ theme }) => theme.space.lg};
  }
  @container (max-width: ${({ theme }) => theme.breakpoint.stack - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr);
    > div {
      padding: ${({ theme }) => theme.space.md};
    }
  }
`;

/**
 * Side bar (brand link to /, current page marked, Logout) beside the routed child page, at least a screen high;
 * stacked below 850 px (the bar a top bar with a Menu button below 620 px, so the page comes first).
 */
export function AreaLayout({ items, isAdmin, onLogout }: AreaLayoutProps) {
  const { pathname } = useLocation();
  return (
    <Container>
      <Grid>
        <SideBar
          items={items}
          title="CSI"
          isAdmin={isAdmin}
          onLogout={onLogout}
          currentPath={pathname}
          linkComponent={RouterLink}
        />
        <div>
          <Outlet />
        </div>
      </Grid>
    </Container>
  );
}
