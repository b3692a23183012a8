// Brings the jest-dom matcher types to the type checker (the unit setup file registers them at run time).
import '@testing-library/jest-dom/vitest';
import { ModalProvider, PopupProvider, ThemeProvider } from '@csi/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders a page element inside the shell's real providers and a router at `path` (tests only). */
export function renderPage(element: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  return render(
    <ThemeProvider withGlobalStyle={false}>
      <PopupProvider>
        <ModalProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={element} />
            </Routes>
          </MemoryRouter>
        </ModalProvider>
      </PopupProvider>
    </ThemeProvider>,
  );
}

/** Signs the page in as the server does for the site: the hint cookie with role and expiry (tests only). */
export function seedSessionHint(hint: { role: string; exp: number }): void {
  document.cookie = `csi_hint=${encodeURIComponent(JSON.stringify(hint))}; Path=/`;
}

/** Forgets the hint cookie of {@link seedSessionHint} (tests only). */
export function clearSessionHintCookie(): void {
  document.cookie = 'csi_hint=; Max-Age=0; Path=/';
}

/** A profile with every optional value empty (tests only). */
export const emptyProfile = {
  fullName: null,
  username: 'ada',
  email: 'ada@example.com',
  address: null,
  phoneNumber: null,
  dateOfBirth: null,
  gender: null,
  country: 'Kenya',
  nationality: null,
  accSuspendedUser: false,
  accSuspendedAdmin: false,
  emailVerified: true,
  phoneVerified: false,
  dateRegistered: '2025-01-02T10:00:00Z',
  lastLogin: null,
  accountExpiryDate: null,
  lastLogInIp: null,
  apiUsername: 'csi_ada',
  apiKey: 'csi_0123456789abcdef',
  apiKeyBlocked: false,
  socialSecurityCode: null,
  profilePicture: null,
} as const;
