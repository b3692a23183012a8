'use client';

import { useEffect, useState } from 'react';
import { styled } from '../../theme/styled';
import { type CrackTimeEstimate as Estimate, estimateCrackTime } from '../../lib/estimateCrackTime';

/** Props of CrackTimeEstimate. */
export interface CrackTimeEstimateProps {
  /** The password to estimate; nothing is shown for an empty one. */
  password: string;
}

const Root = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    margin: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.text};
  }
  & dd {
    margin: 0;
  }
  & p,
  & ul {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
  & [data-part='warning'] {
    color: ${({ theme }) => theme.color.warning};
  }
`;

const formatGuesses = /* @__PURE__ */ new Intl.NumberFormat('en', { notation: 'scientific', maximumFractionDigits: 1 });

/** The zxcvbn estimate of a password (guesses, crack times, advice), with a loading text while dictionaries load. */
export function CrackTimeEstimate({ password }: CrackTimeEstimateProps) {
  // The estimate of `password`; null when the dictionaries could not be loaded.
  const [result, setResult] = useState<{ password: string; estimate: Estimate | null }>();
  useEffect(() => {
    if (!password) return;
    let current = true;
    estimateCrackTime(password).then(
      (estimate) => current && setResult({ password, estimate }),
      () => current && setResult({ password, estimate: null }),
    );
    return () => {
      current = false;
    };
  }, [password]);

  if (!password) return null;
  const estimate = result?.password === password ? result.estimate : undefined;
  if (estimate === null) return <Root>The crack-time estimate is unavailable right now.</Root>;
  return (
    <Root aria-live="polite" aria-busy={!estimate} data-state={estimate ? 'ready' : 'loading'}>
      {estimate ? (
        <>
          <dl>
            <dt>Guesses needed</dt>
            <dd>{formatGuesses.format(estimate.guesses)}</dd>
            <dt>Offline attack, fast hashing</dt>
            <dd>{estimate.offlineFastHashing}</dd>
            <dt>Online attack, throttled</dt>
            <dd>{estimate.onlineThrottled}</dd>
          </dl>
          {estimate.warning && <p data-part="warning">Warning: {estimate.warning}</p>}
          {estimate.suggestions.length > 0 && (
            <ul aria-label="Suggestions">
              {estimate.suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>Loading password dictionaries…</p>
      )}
    </Root>
  );
}
