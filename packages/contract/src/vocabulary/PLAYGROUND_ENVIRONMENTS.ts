/** The two gateways of the playground, the default (live) first (SPEC section 4). */
export const PLAYGROUND_ENVIRONMENTS = ['live', 'sandbox'] as const;
