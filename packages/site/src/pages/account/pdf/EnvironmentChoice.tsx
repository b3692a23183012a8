import type { PlaygroundEnvironment } from '@csi/contract';
import styled from 'styled-components';

/** Props of {@link EnvironmentChoice}. */
export interface EnvironmentChoiceProps {
  /** The chosen environment. */
  value: PlaygroundEnvironment;
  /** Called with the newly chosen one. */
  onChange: (value: PlaygroundEnvironment) => void;
}

const Fieldset = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** The sandbox/live radio pair. */
export function EnvironmentChoice({ value, onChange }: EnvironmentChoiceProps) {
  return (
    <Fieldset>
      <legend>Environment</legend>
      {(['sandbox', 'live'] as const).map((env) => (
        <label key={env}>
          <input type="radio" name="pdf-environment" checked={value === env} onChange={() => onChange(env)} />
          {env === 'live' ? 'Live' : 'Sandbox'}
        </label>
      ))}
    </Fieldset>
  );
}
