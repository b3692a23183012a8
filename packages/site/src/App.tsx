import { CsiGlobalStyle, ThemeProvider } from '@csi/ui';
import type { ReactNode } from 'react';

/**
 * The site: theme and page styles around its router, the browser's (boot.tsx) or the server's static one
 * (entry-server.tsx), so both render the same tree.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <CsiGlobalStyle />
      {children}
    </ThemeProvider>
  );
}
