import { screen } from '@testing-library/react';
import { renderView } from '../../../lib/testing/renderView';
import { DetailList } from './DetailList';

describe('DetailList', () => {
  it("given an e-mail, offers a line break after its '@' and before each dot, and nowhere else", () => {
    renderView(<DetailList details={[{ label: 'Email', value: 'walker1@mail.example.com', kind: 'email' }]} />);
    const value = screen.getByRole('definition');
    expect(value).toHaveTextContent('walker1@mail.example.com');
    const pieces = [...(value.querySelector('span span')?.childNodes ?? [])].map((node) =>
      node.nodeName === 'WBR' ? '|' : node.textContent,
    );
    expect(pieces.join('')).toBe('walker1@|mail|.example|.com');
  });

  it('shows a code in a monospace box that may wrap anywhere', () => {
    renderView(<DetailList details={[{ label: 'Social code', value: '0123456789abcdef', kind: 'code' }]} />);
    expect(screen.getByText('0123456789abcdef')).toHaveAttribute('data-kind', 'code');
  });

  it("offers 'Copy {label}' beside a set value only", () => {
    renderView(
      <DetailList
        details={[
          { label: 'Social code', value: '0123456789abcdef', kind: 'code', copy: true },
          { label: 'API username', value: null, kind: 'code', copy: true },
          { label: 'Country', value: 'Kenya' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Copy Social code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy API username' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('Not set');
  });
});
