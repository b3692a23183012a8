import { render, screen } from '@testing-library/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { hydrateOver } from '../../testing/hydrateOver';
import { useChoiceMadeBeforeHydration, useOptionChosenBeforeHydration } from './use-choice-made-before-hydration';

type Seen = { type: string; nativeType: string; checked: boolean };

/** A controlled checkbox that keeps what its onChange reports, and shows it. */
function Box({
  initial = false,
  onChange,
}: {
  initial?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const [checked, setChecked] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  useChoiceMadeBeforeHydration(ref, checked);
  return (
    <>
      <label>
        <input
          ref={ref}
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            onChange?.(event);
            setChecked(event.target.checked);
          }}
        />
        Agree
      </label>
      <p data-testid="state">{checked ? 'ticked' : 'not ticked'}</p>
    </>
  );
}

/** One radio of a Yes/No pair, with the hook. */
function Radio({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useChoiceMadeBeforeHydration(ref, checked);
  return (
    <label>
      <input ref={ref} type="radio" name={name} checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

/** Two Yes/No questions of one state, No first: a change to either renders both. */
function Questions({ onChange }: { onChange?: (question: string, yes: boolean) => void }) {
  const [answers, setAnswers] = useState({ designs: false, spec: false });
  const answer = (question: 'designs' | 'spec', yes: boolean) => {
    onChange?.(question, yes);
    setAnswers({ ...answers, [question]: yes });
  };
  return (
    <>
      {(['designs', 'spec'] as const).map((question) => (
        <fieldset key={question}>
          <legend>{question}</legend>
          <Radio name={question} label="Yes" checked={answers[question]} onChange={() => answer(question, true)} />
          <Radio name={question} label="No" checked={!answers[question]} onChange={() => answer(question, false)} />
        </fieldset>
      ))}
      <p data-testid="state">{`designs ${answers.designs ? 'yes' : 'no'}, spec ${answers.spec ? 'yes' : 'no'}`}</p>
    </>
  );
}

/** A controlled single or multiple select that keeps what its onChange reports, and shows it. */
function Choice({ multiple = false, onChange }: { multiple?: boolean; onChange?: (values: string[]) => void }) {
  const [values, setValues] = useState<string[]>(multiple ? [] : ['']);
  const ref = useRef<HTMLSelectElement>(null);
  const value = multiple ? values : (values[0] ?? '');
  useOptionChosenBeforeHydration(ref, value);
  return (
    <>
      <select
        ref={ref}
        aria-label="Budget"
        multiple={multiple}
        value={value}
        onChange={(event) => {
          const chosen = [...event.target.selectedOptions].map((option) => option.value);
          onChange?.(chosen);
          setValues(chosen);
        }}
      >
        {multiple ? null : <option value="">Select a range</option>}
        <option>small</option>
        <option>large</option>
      </select>
      <p data-testid="state">{values.join(' and ')}</p>
    </>
  );
}

const clickOn = (name: string) => (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.click();

describe('useChoiceMadeBeforeHydration', () => {
  it("reports a checkbox ticked in the server's HTML as one real change event through React, without a hydration error", async () => {
    const seen: Seen[] = [];
    const onChange = (event: ChangeEvent<HTMLInputElement>) =>
      seen.push({ type: event.type, nativeType: event.nativeEvent.type, checked: event.target.checked });
    const { errors, logged } = await hydrateOver(<Box onChange={onChange} />, (container) =>
      container.querySelector('input')?.click(),
    );
    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
    expect(seen).toEqual([{ type: 'change', nativeType: 'click', checked: true }]);
    expect(screen.getByTestId('state')).toHaveTextContent('ticked');
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();
  });

  it('reports a checkbox unticked before the page hydrated', async () => {
    const onChange = vi.fn();
    const { errors } = await hydrateOver(<Box initial onChange={onChange} />, (container) =>
      container.querySelector('input')?.click(),
    );
    expect(errors).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('state')).toHaveTextContent('not ticked');
    expect(screen.getByRole('checkbox', { name: 'Agree' })).not.toBeChecked();
  });

  it('reports the radio chosen, once, and not the one its choice unchecked', async () => {
    const onChange = vi.fn();
    const { container, errors, logged } = await hydrateOver(<Questions onChange={onChange} />, (page) => {
      page.querySelector<HTMLInputElement>('input[name="spec"]')?.click();
    });
    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
    expect(onChange.mock.calls).toEqual([['spec', true]]);
    expect(screen.getByTestId('state')).toHaveTextContent('designs no, spec yes');
    const [designsYes, designsNo, specYes, specNo] = container.querySelectorAll('input');
    expect([designsYes, designsNo, specYes, specNo].map((radio) => radio?.checked)).toEqual([false, true, true, false]);
  });

  it('reports every question answered, though the first change renders the other with its old answer', async () => {
    const onChange = vi.fn();
    const { container, errors } = await hydrateOver(<Questions onChange={onChange} />, (page) => {
      clickOn('designs')(page);
      clickOn('spec')(page);
    });
    expect(errors).toEqual([]);
    expect(onChange.mock.calls).toEqual([
      ['designs', true],
      ['spec', true],
    ]);
    expect(screen.getByTestId('state')).toHaveTextContent('designs yes, spec yes');
    const radios = [...container.querySelectorAll('input')];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, true, false]);
  });

  it('reports nothing when the boxes hydrate as the server rendered them', async () => {
    const onChange = vi.fn();
    const { errors } = await hydrateOver(
      <>
        <Box onChange={onChange} />
        <Box initial onChange={onChange} />
        <Questions onChange={onChange} />
      </>,
      () => {},
    );
    expect(errors).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports nothing when the radio clicked was the one already chosen', async () => {
    const onChange = vi.fn();
    await hydrateOver(<Questions onChange={onChange} />, (page) =>
      page.querySelectorAll<HTMLInputElement>('input[name="spec"]')[1]?.click(),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('designs no, spec no');
  });

  it('reports nothing on a client-only render', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Box onChange={onChange} />
        <Box initial onChange={onChange} />
        <Questions onChange={onChange} />
      </>,
    );
    await Promise.resolve();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves an uncontrolled box alone', async () => {
    const onChange = vi.fn();
    function Uncontrolled() {
      const ref = useRef<HTMLInputElement>(null);
      useChoiceMadeBeforeHydration(ref, undefined);
      return <input ref={ref} type="checkbox" onChange={onChange} />;
    }
    const { container, errors } = await hydrateOver(<Uncontrolled />, (page) => page.querySelector('input')?.click());
    expect(errors).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector('input')).toBeChecked();
  });
});

describe('useOptionChosenBeforeHydration', () => {
  it("reports an option chosen in the server's HTML as one real change event through React, without a hydration error", async () => {
    const onChange = vi.fn();
    const { errors, logged } = await hydrateOver(<Choice onChange={onChange} />, (page) => {
      const select = page.querySelector('select');
      if (select) select.value = 'large';
    });
    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
    expect(onChange.mock.calls).toEqual([[['large']]]);
    expect(screen.getByTestId('state')).toHaveTextContent('large');
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveValue('large');
  });

  it('reports the options chosen in a multiple select', async () => {
    const onChange = vi.fn();
    const { errors } = await hydrateOver(<Choice multiple onChange={onChange} />, (page) => {
      for (const option of page.querySelectorAll('option')) option.selected = true;
    });
    expect(errors).toEqual([]);
    expect(onChange.mock.calls).toEqual([[['small', 'large']]]);
    expect(screen.getByTestId('state')).toHaveTextContent('small and large');
  });

  it('reports nothing when the select hydrates as the server rendered it, or on a client-only render', async () => {
    const onChange = vi.fn();
    await hydrateOver(
      <>
        <Choice onChange={onChange} />
        <Choice multiple onChange={onChange} />
      </>,
      () => {},
    );
    render(<Choice onChange={onChange} />);
    await Promise.resolve();
    expect(onChange).not.toHaveBeenCalled();
  });
});
