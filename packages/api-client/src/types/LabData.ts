/** Calls on one day. */
export interface DailyUsage {
  /** `YYYY-MM-DD`. */
  date: string;
  count: number;
}

/** Calls of one service type. */
export interface ServiceUsage {
  serviceType: string;
  count: number;
}

/** Usage analytics for the dashboard charts (our shape; the spec leaves it open). */
export interface LabData {
  /** 12 counts, January to December of the current year. */
  monthly: number[];
  /** 7 days, oldest first, ending today. */
  daily: DailyUsage[];
  /** Calls per service type. */
  byService: ServiceUsage[];
}
