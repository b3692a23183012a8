import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateOverTypedText } from '../../testing/hydrateOverTypedText';
import { ThemeProvider } from '../../theme';
import { Input } from './Input';

/** A form with a controlled e-mail field that shows what its state holds. */
function EmailForm({ onChange }: { onChange?: (value: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <ThemeProvider>
      <Input
        label="Email"
        type="email"
        required
        value={email}
        onChange={(event) => {
          onChange?.(event.target.value);
          setEmail(event.target.value);
        }}
      />
      <p data-testid="email">{email}</p>
    </ThemeProvider>
  );
}

describe('Input', () => {
  it("takes text typed into the server's HTML before the page hydrated through onChange, without a hydration error", async () => {
    const onChange = vi.fn();
    const { field, errors } = await hydrateOverTypedText(<EmailForm onChange={onChange} />, 'ada@example.com');
    expect(errors).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByTestId('email')).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(field);
    expect(field).toHaveValue('ada@example.com');
  });

  it('calls onChange for nothing when it mounts with the text it was given', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <Input label="Email" value="ada@example.com" onChange={onChange} />
      </ThemeProvider>,
    );
    await Promise.resolve();
    expect(onChange).not.toHaveBeenCalled();
  });
});
