'use client';

import { useId } from 'react';
import { styled } from '../../theme/styled';
import type { PlaygroundEnvironment } from '@csi/contract';

/** Props of EnvironmentRadios. */
export interface EnvironmentRadiosProps {
  /** The chosen environment. */
  value: PlaygroundEnvironment;
  /** Called with the newly chosen environment. */
  onChange: (value: PlaygroundEnvironment) => void;
}

const ENVIRONMENTS: { value: PlaygroundEnvironment; label: string }[] = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'live', label: 'Live' },
];

const Fieldset = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  & label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    cursor: pointer;
  }
`;

/** The sandbox/live radio group of the playground. */
export function EnvironmentRadios({ value, onChange }: EnvironmentRadiosProps) {
  // One radio group per panel, however many panels share the page.
  const name = `environment-${useId()}`;
  return (
    <Fieldset data-state={value}>
      <legend>Environment</legend>
      {ENVIRONMENTS.map((env) => (
        <label key={env.value}>
          <input
            type="radio"
            name={name}
            value={env.value}
            checked={value === env.value}
            onChange={() => onChange(env.value)}
          />
          {env.label}
        </label>
      ))}
    </Fieldset>
  );
}
