import { Card } from '@csi/ui';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoader } from '../../shell/PageLoader';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1fr) 3fr;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  > * {
    min-width: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.stack}px) {
    grid-template-columns: 100%;
  }
`;

const Side = styled(Card)`
  align-self: start;
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

/** The documentation links of the left card. */
const DOCS_LINKS = [
  { label: 'API reference', to: '/docs/g/api-reference' },
  { label: 'Metadata viewer', to: '/docs/v1/meta-data-viewer' },
  { label: 'Data security', to: '/docs/v1/secure-data-cryp' },
  { label: 'PDF security', to: '/docs/v1/secure-docs/pdf' },
];

/** The docs frame: a left card with the docs links and the playground link, the child page in the middle. */
export default function DocsLayout() {
  return (
    <Grid>
      <Side forwardedAs="section" aria-labelledby="docs-nav-title">
        <h2 id="docs-nav-title">Documentation</h2>
        <nav aria-labelledby="docs-nav-title">
          <ul>
            {DOCS_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <h2 id="playground-title">Payground</h2>
        <NavLink to="/ac/apis">All Apis</NavLink>
      </Side>
      <div>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </Grid>
  );
}
