'use client';

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from '../../theme/styled';

/** Props of {@link SideBarLayout}. */
export interface SideBarLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The side bar, usually a `SideBar`. */
  sidebar: ReactNode;
  /** The page beside it. */
  children: ReactNode;
}

const Container = styled.div`
  container-type: inline-size;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  min-height: 100%;
  > main {
    padding: ${({ theme }) => theme.space.lg};
  }
  @container (max-width: ${({ theme }) => theme.breakpoint.stack - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Side bar beside the page; stacked (bar above the page) when narrower than 850 px. */
export const SideBarLayout = forwardRef<HTMLDivElement, SideBarLayoutProps>(function SideBarLayout(
  { sidebar, children, ...rest }: SideBarLayoutProps,
  ref,
) {
  return (
    <Container ref={ref} {...rest}>
      <Grid>
        {sidebar}
        <main>{children}</main>
      </Grid>
    </Container>
  );
});
