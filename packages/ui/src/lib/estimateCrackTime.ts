import type { ZxcvbnResult } from '@zxcvbn-ts/core';

/** What `estimateCrackTime` reports about a password. */
export interface CrackTimeEstimate {
  /** Estimated number of guesses an attacker needs. */
  guesses: number;
  /** Time to crack offline against a fast hash (10 billion guesses per second), e.g. 'less than a second'. */
  offlineFastHashing: string;
  /** Time to crack online against a throttled service (100 guesses per hour), e.g. '3 years'. */
  onlineThrottled: string;
  /** The main weakness found, or null. */
  warning: string | null;
  /** What would make the password stronger. */
  suggestions: string[];
}

type Zxcvbn = (password: string) => ZxcvbnResult;

let loading: Promise<Zxcvbn> | undefined;

/** Loads zxcvbn and its dictionaries once, on first use, so they stay out of the page's main bundle. */
function loadZxcvbn(): Promise<Zxcvbn> {
  if (loading) return loading;
  loading = Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    core.zxcvbnOptions.setOptions({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return core.zxcvbn;
  });
  // A failed load (e.g. offline) is retried on the next call instead of failing forever.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Estimates guesses and crack times of a password with zxcvbn (English and common dictionaries) plus advice. */
export async function estimateCrackTime(password: string): Promise<CrackTimeEstimate> {
  const zxcvbn = await loadZxcvbn();
  const { guesses, crackTimesDisplay, feedback } = zxcvbn(password);
  return {
    guesses,
    offlineFastHashing: crackTimesDisplay.offlineFastHashing1e10PerSecond,
    onlineThrottled: crackTimesDisplay.onlineThrottling100PerHour,
    warning: feedback.warning || null,
    suggestions: feedback.suggestions,
  };
}
