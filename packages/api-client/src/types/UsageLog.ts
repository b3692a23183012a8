/** One API usage log row. */
export interface UsageLog {
  apiUsageId: number;
  apiEndpoint: string;
  serviceType: string;
  wasForwarded: boolean;
  timestamp: string;
  count: number;
}
