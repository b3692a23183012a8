/** Symbols a generated password draws from (SPEC section 9). */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{}|;:,.<>?';

/** The four character classes a generated password always contains one of each. */
export const PASSWORD_CLASSES = [
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  PASSWORD_SYMBOLS,
] as const;

/** Default generated length (SPEC section 9). */
export const GENERATED_PASSWORD_LENGTH = 16;

const ALL_CHARACTERS = PASSWORD_CLASSES.join('');
const RANGE = 2 ** 32;

/** A uniform integer in [0, max) from crypto.getRandomValues, rejecting draws past the last full multiple of max. */
export function randomIndex(max: number): number {
  const limit = RANGE - (RANGE % max);
  const draw = new Uint32Array(1);
  let value = RANGE;
  while (value >= limit) value = crypto.getRandomValues(draw)[0] ?? RANGE;
  return value % max;
}

const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)];

/**
 * A random password with at least one uppercase letter, lowercase letter, digit and symbol, shuffled with
 * Fisher–Yates. Throws a RangeError for a length that is not an integer of at least 4.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  if (!Number.isInteger(length) || length < PASSWORD_CLASSES.length) {
    throw new RangeError(`Password length must be an integer of at least ${PASSWORD_CLASSES.length}`);
  }
  const chars = PASSWORD_CLASSES.map(pick);
  while (chars.length < length) chars.push(pick(ALL_CHARACTERS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
