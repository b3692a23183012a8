import { ModalProvider, PopupProvider, ThemeProvider } from '@csi/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a page view as the shell does: theme, popup and modal providers, inside a router at `path`. */
export function renderView(view: ReactElement, path = '/'): RenderResult {
  return render(
    <ThemeProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={[path]}>
        <PopupProvider>
          <ModalProvider>{view}</ModalProvider>
        </PopupProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
