'use client';

import { styled } from '../../theme/styled';
import type { PasswordStrengthLabel } from '../../lib/analyzePassword';

/** Props of StrengthMeter. */
export interface StrengthMeterProps {
  /** Percentage of checks met, 0–100. */
  score: number;
  /** Label of the score. */
  label: PasswordStrengthLabel;
}

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  transition: width 0.2s ease;
  &[data-variant='WEAK'] {
    background: ${({ theme }) => theme.color.danger};
  }
  &[data-variant='MODERATE'] {
    background: ${({ theme }) => theme.color.warning};
  }
  &[data-variant='STRONG'] {
    background: ${({ theme }) => theme.color.accent};
  }
  &[data-variant='VERY STRONG'] {
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Caption = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

/** A meter of the password score (role meter, aria-valuenow = score) with the strength label under it. */
export function StrengthMeter({ score, label }: StrengthMeterProps) {
  return (
    <div>
      <Track
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score}%, ${label}`}
      >
        <Fill data-variant={label} style={{ width: `${score}%` }} />
      </Track>
      <Caption data-variant={label}>
        {label} ({score}%)
      </Caption>
    </div>
  );
}
