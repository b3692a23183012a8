import type { ApiRequest, CallOptions } from '../request';
import type { ApiCallPage, ApiCallsQuery } from '../types/ApiCall';
import type { Envelope } from '../types/Envelope';
import type { LabData } from '../types/LabData';
import type { UsageLog } from '../types/UsageLog';
import type { Quota } from '../types/Quota';
import type { Wallet } from '../types/Wallet';

/** The wallet and API usage of the signed-in user (all auth). */
export function createWalletResource(request: ApiRequest) {
  return {
    /** Credit points, free coins and balance (GET usfw/wallet/details). */
    details: (options?: CallOptions) => request<Envelope<Wallet>>({ path: 'usfw/wallet/details', auth: true }, options),
    /** The wallet, this month's charges, the gateway window and the sandbox quota (GET usfw/wallet/quota). */
    quota: (options?: CallOptions) => request<Envelope<Quota>>({ path: 'usfw/wallet/quota', auth: true }, options),
    /** Converts credit points to balance; `msg` says how it went (GET usfw/wallet/top-up-account-cr-w). */
    topUpFromCredits: (options?: CallOptions) =>
      request<Envelope<null>>({ path: 'usfw/wallet/top-up-account-cr-w', auth: true }, options),
    /** The usage logs (GET usfw/api-usage/my-usage). */
    usage: (options?: CallOptions) =>
      request<Envelope<UsageLog[]>>({ path: 'usfw/api-usage/my-usage', auth: true }, options),
    /** One page of calls with status, latency, cost and request id, filtered (GET usfw/api-usage/my-calls). */
    calls: (query: ApiCallsQuery = {}, options?: CallOptions) => {
      const params = Object.fromEntries(
        Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
      );
      return request<Envelope<ApiCallPage>>({ path: 'usfw/api-usage/my-calls', auth: true, params }, options);
    },
    /** Usage per month, day and service for the charts (GET usfw/api-usage/my-lab-data). */
    labData: (options?: CallOptions) =>
      request<Envelope<LabData>>({ path: 'usfw/api-usage/my-lab-data', auth: true }, options),
  };
}

/** The wallet resource of a client. */
export type WalletResource = ReturnType<typeof createWalletResource>;
