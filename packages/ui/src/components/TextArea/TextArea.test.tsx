import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateOverTypedText } from '../../testing/hydrateOverTypedText';
import { ThemeProvider } from '../../theme';
import { Input } from '../Input';
import { TextArea } from './TextArea';

/** A form with a controlled message field that shows what its state holds. */
function MessageForm({ onChange }: { onChange?: (value: string) => void }) {
  const [message, setMessage] = useState('');
  return (
    <ThemeProvider>
      <TextArea
        label="Message"
        value={message}
        onChange={(event) => {
          onChange?.(event.target.value);
          setMessage(event.target.value);
        }}
      />
      <p data-testid="message">{message}</p>
    </ThemeProvider>
  );
}

/** A contact form: a name and a message in one state, so a change to either renders both. */
function ContactForm() {
  const [form, setForm] = useState({ name: '', message: '' });
  return (
    <ThemeProvider>
      <Input label="Name" value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} />
      <TextArea
        label="Message"
        value={form.message}
        onChange={(event) => setForm({ ...form, message: event.target.value })}
      />
      <p data-testid="form">{`${form.name}: ${form.message}`}</p>
    </ThemeProvider>
  );
}

describe('TextArea', () => {
  it("takes text typed into the server's HTML before the page hydrated through onChange, without a hydration error", async () => {
    const onChange = vi.fn();
    const { field, errors } = await hydrateOverTypedText<HTMLTextAreaElement>(
      <MessageForm onChange={onChange} />,
      'Hello,\nplease call me back.',
      { selector: 'textarea' },
    );
    expect(errors).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Hello,\nplease call me back.');
    expect(screen.getByTestId('message').textContent).toBe('Hello,\nplease call me back.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBe(field);
    expect(field).toHaveValue('Hello,\nplease call me back.');
  });

  it('takes text typed into it and into another field of the same form before the page hydrated', async () => {
    const { errors } = await hydrateOverTypedText(<ContactForm />, ['Ada', 'Please call me back.']);
    expect(errors).toEqual([]);
    expect(screen.getByTestId('form')).toHaveTextContent('Ada: Please call me back.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Please call me back.');
  });

  it('calls onChange for nothing when it mounts with the text it was given', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <TextArea label="Message" value="Hello" onChange={onChange} />
      </ThemeProvider>,
    );
    await Promise.resolve();
    expect(onChange).not.toHaveBeenCalled();
  });
});
