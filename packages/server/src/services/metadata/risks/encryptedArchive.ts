import type { Risk, RiskRule } from './types';

const ADVICE =
  'Only open it if you expected a protected archive from this sender; scan the extracted files before using them.';

/** An encrypted archive hides its content from scanners: a common way to slip malware past filters. */
export const encryptedArchive: RiskRule = ({ zip, lockedArchive }) => {
  const risks: Risk[] = [];
  const locked = zip?.filter((entry) => entry.encrypted) ?? [];
  if (locked.length > 0) {
    risks.push({
      severity: 'medium',
      finding: `Encrypted archive: ${locked.length} of ${zip?.length ?? 0} entries are password-protected and could not be inspected.`,
      advice: ADVICE,
    });
  }
  if (lockedArchive) {
    risks.push({
      severity: 'medium',
      finding: `Encrypted archive: the ${lockedArchive.format} archive is password-protected${
        lockedArchive.headersEncrypted ? ', file names included,' : ''
      } and could not be inspected.`,
      advice: ADVICE,
    });
  }
  return risks;
};
