import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { ApiCard } from './ApiCard';

const card = (documentationLink: string) =>
  render(
    <ThemeProvider>
      <ApiCard name="Encryption" description="Encrypt data." apiId={1} documentationLink={documentationLink} />
    </ThemeProvider>,
  );

describe('ApiCard documentation link', () => {
  it('links an https address or a path on this site', () => {
    card('https://docs.example.com/encryption');
    expect(screen.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      'https://docs.example.com/encryption',
    );
  });

  it('renders no link for a javascript: or data: address', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const { unmount } = card(link);
      expect(screen.queryByRole('link', { name: 'Documentation' }), link).toBeNull();
      expect(screen.getByRole('link', { name: 'Test api' })).toBeInTheDocument();
      unmount();
    }
  });
});
