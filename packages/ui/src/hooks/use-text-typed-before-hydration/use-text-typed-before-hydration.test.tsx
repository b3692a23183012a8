import { render, screen } from '@testing-library/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { hydrateOverTypedText } from '../../testing/hydrateOverTypedText';
import { useTextTypedBeforeHydration } from './use-text-typed-before-hydration';

type Change = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/** A controlled field that keeps what its onChange reports, and shows it. */
function Field({ multiline = false, onChange }: { multiline?: boolean; onChange?: (event: Change) => void }) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useTextTypedBeforeHydration(ref, text);
  const change = (event: Change) => {
    onChange?.(event);
    setText(event.target.value);
  };
  return (
    <>
      {multiline ? (
        <textarea ref={ref} value={text} onChange={change} />
      ) : (
        <input ref={ref} value={text} onChange={change} />
      )}
      <p data-testid="text">{text}</p>
    </>
  );
}

/** Two controlled fields of one form state: a change to either renders both. */
function TwoFields() {
  const [form, setForm] = useState({ name: '', email: '' });
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useTextTypedBeforeHydration(nameRef, form.name);
  useTextTypedBeforeHydration(emailRef, form.email);
  return (
    <>
      <input ref={nameRef} value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} />
      <input ref={emailRef} value={form.email} onChange={(event) => setForm({ ...form, email: event.target.value })} />
      <p data-testid="form">{`${form.name} <${form.email}>`}</p>
    </>
  );
}

/** An uncontrolled field: React leaves its text alone. */
function UncontrolledField({ onChange }: { onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useTextTypedBeforeHydration(ref, undefined);
  return <input ref={ref} onChange={onChange} />;
}

describe('useTextTypedBeforeHydration', () => {
  it("replays text typed into the server's HTML as one real change event through React, without a hydration error", async () => {
    const seen: { type: string; nativeType: string; target: EventTarget; value: string }[] = [];
    const onChange = (event: Change) =>
      seen.push({
        type: event.type,
        nativeType: event.nativeEvent.type,
        target: event.target,
        value: event.target.value,
      });
    const { field, errors } = await hydrateOverTypedText(<Field onChange={onChange} />, 'hunter2');
    expect(errors).toEqual([]);
    expect(seen).toEqual([{ type: 'change', nativeType: 'input', target: field, value: 'hunter2' }]);
    expect(screen.getByTestId('text')).toHaveTextContent('hunter2');
    expect(field).toHaveValue('hunter2');
  });

  it('keeps the caret and selection where the user left them', async () => {
    const { field } = await hydrateOverTypedText(<Field />, 'correct horse', { caret: [2, 5] });
    expect(screen.getByTestId('text')).toHaveTextContent('correct horse');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 5]);
  });

  it('replays text typed into a text area', async () => {
    const onChange = vi.fn();
    const { field, errors } = await hydrateOverTypedText<HTMLTextAreaElement>(
      <Field multiline onChange={onChange} />,
      'line one\nline two',
      { selector: 'textarea' },
    );
    expect(errors).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('text').textContent).toBe('line one\nline two');
    expect(field).toHaveValue('line one\nline two');
  });

  it('replays the text of every field typed into, though the first change renders the others with their old value', async () => {
    const { fields, errors } = await hydrateOverTypedText(<TwoFields />, ['Ada Lovelace', 'ada@example.com'], {
      caret: [3, 3],
    });
    const [name, email] = fields;
    expect(errors).toEqual([]);
    expect(screen.getByTestId('form')).toHaveTextContent('Ada Lovelace <ada@example.com>');
    expect(name).toHaveValue('Ada Lovelace');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveFocus();
    expect([email?.selectionStart, email?.selectionEnd]).toEqual([3, 3]);
  });

  it('reports nothing when the server-rendered field hydrates holding its value', async () => {
    const onChange = vi.fn();
    const { errors } = await hydrateOverTypedText(<Field onChange={onChange} />, '');
    expect(errors).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports nothing on a client-only render', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await Promise.resolve();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves an uncontrolled field alone', async () => {
    const onChange = vi.fn();
    const { field, errors } = await hydrateOverTypedText(<UncontrolledField onChange={onChange} />, 'typed');
    expect(errors).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('typed');
  });
});
