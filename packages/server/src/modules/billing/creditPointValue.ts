/** What one credit point is worth when converted to balance: 0.0025 USD, in micro-dollars. */
export const CREDIT_POINT_MICRO = 2500n;

/** Credit points earned by each completed top-up through the payment provider (spec section 9), in tenths: 0.1. */
export const TOP_UP_CREDIT_POINT_TENTHS = 1n;
