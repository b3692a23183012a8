'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';
import { useControllableState } from '../../hooks/use-controllable-state';
import { analyzePassword } from '../../lib/analyzePassword';
import { PasswordInput } from '../PasswordInput';
import { CheckList } from './CheckList';
import { CrackTimeEstimate } from './CrackTimeEstimate';
import { StrengthMeter } from './StrengthMeter';

/** Props of PasswordAnalyzer. */
export interface PasswordAnalyzerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The password (controlled). @default undefined */
  value?: string;
  /** The first password when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the password on every change. @default undefined */
  onChange?: (password: string) => void;
  /** Label of the input. @default 'Password' */
  label?: string;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** Password strength analyzer: the six checks, a score meter with its label, and the zxcvbn crack-time estimate. */
export const PasswordAnalyzer = forwardRef<HTMLDivElement, PasswordAnalyzerProps>(function PasswordAnalyzer(
  { value, defaultValue = '', onChange, label = 'Password', ...rest }: PasswordAnalyzerProps,
  ref,
) {
  const [password, setPassword] = useControllableState({ value, defaultValue, onChange });
  const { score, label: strength, checks } = analyzePassword(password);
  return (
    <Root ref={ref} {...rest} data-variant={strength}>
      <PasswordInput
        label={label}
        value={password}
        autoComplete="new-password"
        onChange={(event) => setPassword(event.target.value)}
      />
      <StrengthMeter score={score} label={strength} />
      <CheckList checks={checks} />
      <CrackTimeEstimate password={password} />
    </Root>
  );
});
