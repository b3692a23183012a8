import type { ApiRequest } from '../request';
import type { Envelope } from '../types/Envelope';
import type { LabData } from '../types/LabData';
import type { UsageLog } from '../types/UsageLog';
import type { Wallet } from '../types/Wallet';

/** The wallet and API usage of the signed-in user (all auth). */
export function createWalletResource(request: ApiRequest) {
  return {
    /** Credit points, free coins and balance (GET usfw/wallet/details). */
    details: () => request<Envelope<Wallet>>({ path: 'usfw/wallet/details', auth: true }),
    /** Converts credit points to balance; `msg` says how it went (GET usfw/wallet/top-up-account-cr-w). */
    topUpFromCredits: () => request<Envelope<null>>({ path: 'usfw/wallet/top-up-account-cr-w', auth: true }),
    /** The usage logs (GET usfw/api-usage/my-usage). */
    usage: () => request<Envelope<UsageLog[]>>({ path: 'usfw/api-usage/my-usage', auth: true }),
    /** Usage per month, day and service for the charts (GET usfw/api-usage/my-lab-data). */
    labData: () => request<Envelope<LabData>>({ path: 'usfw/api-usage/my-lab-data', auth: true }),
  };
}

/** The wallet resource of a client. */
export type WalletResource = ReturnType<typeof createWalletResource>;
