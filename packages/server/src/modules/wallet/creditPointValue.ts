/** What one credit point is worth when converted to balance: 0.0025 USD, in micro-dollars. */
export const CREDIT_POINT_MICRO = 2500n;
