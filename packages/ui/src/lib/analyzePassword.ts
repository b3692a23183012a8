import { COMMON_PASSWORDS } from '@csi/contract';

/** The spec's common passwords, which the analyzer rejects outright (compared case-insensitively). */
export { COMMON_PASSWORDS };

/** Minimum length the analyzer asks for (SPEC section 9). */
export const ANALYZER_MIN_LENGTH = 12;

/** Identifier of one of the six strength checks. */
export type PasswordCheckId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'notCommon';

/** Strength label, from the score: below 30, below 60, below 90, else. */
export type PasswordStrengthLabel = 'WEAK' | 'MODERATE' | 'STRONG' | 'VERY STRONG';

/** One check with its human text and whether the password meets it. */
export interface PasswordCheck {
  /** Which check. */
  id: PasswordCheckId;
  /** What it asks for, e.g. 'At least 12 characters'. */
  text: string;
  /** Whether the password meets it. */
  met: boolean;
}

/** Result of `analyzePassword`. */
export interface PasswordAnalysis {
  /** Percentage of checks met, rounded to the nearest integer (4 of 6 → 67). */
  score: number;
  /** Label of the score. */
  label: PasswordStrengthLabel;
  /** The six checks, in the order of SPEC section 5. */
  checks: PasswordCheck[];
}

const CHECKS: { id: PasswordCheckId; text: string; test: (password: string) => boolean }[] = [
  {
    id: 'length',
    text: `At least ${ANALYZER_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= ANALYZER_MIN_LENGTH,
  },
  { id: 'uppercase', text: 'An uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', text: 'A lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'number', text: 'A number', test: (p) => /\p{Nd}/u.test(p) },
  { id: 'special', text: 'A special character', test: (p) => /[^\p{L}\p{N}]/u.test(p) },
  {
    id: 'notCommon',
    text: 'Not a common password',
    test: (p) => p !== '' && !(COMMON_PASSWORDS as readonly string[]).includes(p.toLowerCase()),
  },
];

/** Maps a 0–100 score to its label (SPEC section 5). */
export function strengthLabel(score: number): PasswordStrengthLabel {
  if (score < 30) return 'WEAK';
  if (score < 60) return 'MODERATE';
  if (score < 90) return 'STRONG';
  return 'VERY STRONG';
}

/**
 * Runs the six checks of SPEC section 5. Length counts Unicode code points; a special character is anything
 * that is neither a letter nor a digit (spaces included); the common-password check ignores case and an
 * empty password does not pass it, so an empty password scores 0.
 */
export function analyzePassword(password: string): PasswordAnalysis {
  const checks = CHECKS.map(({ id, text, test }) => ({ id, text, met: test(password) }));
  const score = Math.round((checks.filter((c) => c.met).length / checks.length) * 100);
  return { score, label: strengthLabel(score), checks };
}
