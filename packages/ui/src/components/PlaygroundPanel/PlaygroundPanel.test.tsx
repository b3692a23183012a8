import { fireEvent, render, screen, within } from '@testing-library/react';
import { PlaygroundPanel } from './PlaygroundPanel';

const api = {
  name: 'Secure data encryption',
  endpoint: '/encrypt-data',
  apiAccepts: 'application/json',
  bodyExample: '{\n  "rawData": "hello"\n}',
};

function Panel({ name }: { name: string }) {
  return (
    <PlaygroundPanel
      api={{ ...api, name }}
      apiBase="https://api.csi.test/"
      apiKey="csi_abcd1234efgh5678"
      apiUsername="amina"
      onSend={async () => ({ msg: 'ok' })}
    />
  );
}

describe('PlaygroundPanel', () => {
  it('given two panels on one page (and no ThemeProvider), each has its own environment radio group', () => {
    render(
      <>
        <Panel name="First API" />
        <Panel name="Second API" />
      </>,
    );
    const [first, second] = screen.getAllByRole('group', { name: 'Environment' });
    if (!first || !second) throw new Error('expected two environment groups');
    const firstLive = within(first).getByRole<HTMLInputElement>('radio', { name: 'Live' });
    const secondLive = within(second).getByRole<HTMLInputElement>('radio', { name: 'Live' });
    expect(firstLive.name).not.toBe(secondLive.name);

    fireEvent.click(within(first).getByRole('radio', { name: 'Sandbox' }));
    expect(within(first).getByRole('radio', { name: 'Sandbox' })).toBeChecked();
    expect(firstLive).not.toBeChecked();
    expect(secondLive).toBeChecked();
  });
});
