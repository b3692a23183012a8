import { COMMON_PASSWORDS } from '@csi/contract';

let breached: Promise<ReadonlySet<string>> | undefined;

/**
 * The breached-password list of zxcvbn (about 49,000 of the most used passwords seen in breaches), loaded on first use
 * so its 400 KB stay out of a page's main bundle and out of the server's start-up.
 */
function loadBreachedPasswords(): Promise<ReadonlySet<string>> {
  breached ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary.passwords));
  return breached;
}

/**
 * True when the password (trimmed, in any letter case) is one of the spec's common passwords or on zxcvbn's
 * breached-password list: NIST SP 800-63B's blocklist check, the same on the client and the server.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const candidate = password.trim().toLowerCase();
  if ((COMMON_PASSWORDS as readonly string[]).includes(candidate)) return true;
  return (await loadBreachedPasswords()).has(candidate);
}
