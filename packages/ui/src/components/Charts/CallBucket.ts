/** The calls of one time bucket, as ErrorsLatencyChart draws them. */
export interface CallBucket {
  /** The bucket as read on the axis, e.g. '14:00' or 'Nov 25'. */
  label: string;
  /** Calls answered in the bucket. */
  calls: number;
  /** Of those, the calls answered with a status of 400 or more. */
  errors: number;
  /** Median latency in ms; null when the bucket has no calls. */
  medianLatencyMs: number | null;
  /** 95th percentile latency in ms; null when the bucket has no calls. */
  p95LatencyMs: number | null;
}
