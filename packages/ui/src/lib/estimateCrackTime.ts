import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { loadOptionalPeers } from './optionalPeer';

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

/** The optional peers the estimate needs. */
const ZXCVBN_PEERS = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'] as const;

type Zxcvbn = (password: string) => ZxcvbnResult;

let loading: Promise<Zxcvbn> | undefined;

/**
 * Loads zxcvbn and its dictionaries once, on first use, so they stay out of the page's main bundle. Rejects when they
 * are not installed (one console error names them; see loadOptionalPeers).
 */
function loadZxcvbn(): Promise<Zxcvbn> {
  if (loading) return loading;
  loading = loadOptionalPeers('@csi/ui/password', ZXCVBN_PEERS, () =>
    Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]),
  ).then((loaded) => {
    if (!loaded) throw new Error(`@csi/ui/password needs ${ZXCVBN_PEERS.join(', ')}`);
    const [core, common, en] = loaded;
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
