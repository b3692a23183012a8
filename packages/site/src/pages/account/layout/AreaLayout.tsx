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

const Grid = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  min-height: 70vh;
  > div {
    padding: ${({ theme }) => theme.space.lg};
  }
  @container (max-width: ${({ theme }) => theme.breakpoint.stack - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    > div {
      padding: ${({ theme }) => theme.space.md};
    }
  }
`;

/** Side bar (brand link to /, current page marked, Logout) beside the routed child page; stacked below 850 px. */
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
