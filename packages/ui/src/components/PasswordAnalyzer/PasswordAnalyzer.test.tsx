import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { PasswordAnalyzer } from './PasswordAnalyzer';

describe('PasswordAnalyzer', () => {
  it('given a password, shows the loading text until the dictionaries answer, then the estimate', async () => {
    render(
      <ThemeProvider>
        <PasswordAnalyzer defaultValue="password" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Loading password dictionaries…')).toBeInTheDocument();
    expect(await screen.findByText('Warning: This is a heavily used password.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText('Loading password dictionaries…')).toBeNull();
    expect(screen.getByText('less than a second')).toBeInTheDocument();
  });

  it('given a controlled value, scores it: 12345 is 17, WEAK', () => {
    render(
      <ThemeProvider>
        <PasswordAnalyzer value="12345" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByText('WEAK (17%)')).toBeInTheDocument();
  });
});
