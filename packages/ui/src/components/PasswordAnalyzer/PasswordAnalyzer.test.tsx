import { render, screen } from '@testing-library/react';
import { hydrateOverTypedText } from '../../testing/hydrateOverTypedText';
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

  it('given a controlled value, scores it: 12345 is 17, WEAK, then estimates its crack time', async () => {
    render(
      <ThemeProvider>
        <PasswordAnalyzer value="12345" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByText('WEAK (17%)')).toBeInTheDocument();
    // The estimate arrives once the dictionaries load; the test waits for it rather than ending before it.
    expect(await screen.findByText('Guesses needed', {}, { timeout: 5000 })).toBeVisible();
  });

  it("analyzes a password typed into the server's HTML before the page hydrated, without a hydration error", async () => {
    const onChange = vi.fn();
    const { field, errors } = await hydrateOverTypedText(
      <ThemeProvider>
        <PasswordAnalyzer label="Password to analyse" onChange={onChange} />
      </ThemeProvider>,
      '12345',
    );
    expect(errors).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('12345');
    expect(screen.getByLabelText('Password to analyse')).toBe(field);
    expect(field).toHaveValue('12345');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByText('WEAK (17%)')).toBeInTheDocument();
    expect(await screen.findByText('Guesses needed', {}, { timeout: 5000 })).toBeVisible();
  });

  it('reports no change when it mounts with the password it was given', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <PasswordAnalyzer value="12345" onChange={onChange} />
      </ThemeProvider>,
    );
    expect(await screen.findByText('Guesses needed', {}, { timeout: 5000 })).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });
});
