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
