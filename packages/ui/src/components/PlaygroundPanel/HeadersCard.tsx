'use client';

import { styled } from '../../theme/styled';
import { Card } from '../Card';
import { Input } from '../Input';

/** The two headers every playground request carries. */
export interface PlaygroundHeaders {
  /** The API key. */
  'x-api-key': string;
  /** The API username. */
  'x-app-username': string;
}

/** Props of HeadersCard. */
export interface HeadersCardProps {
  /** The header values. */
  headers: PlaygroundHeaders;
  /** Called with a header's new value. */
  onChange: (name: keyof PlaygroundHeaders, value: string) => void;
}

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

/** Card with the x-api-key and x-app-username headers as password-masked, editable inputs. */
export function HeadersCard({ headers, onChange }: HeadersCardProps) {
  return (
    <Card as="section" aria-label="Headers">
      <Title aria-hidden="true">Headers</Title>
      {(['x-api-key', 'x-app-username'] as const).map((name) => (
        <Input
          key={name}
          label={name}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={headers[name]}
          onChange={(event) => onChange(name, event.target.value)}
        />
      ))}
    </Card>
  );
}
