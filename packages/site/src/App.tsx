import { CsiGlobalStyle, ThemeProvider } from '@csi/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** The site: theme and page styles around the router of the route table. */
export function App() {
  return (
    <ThemeProvider>
      <CsiGlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
