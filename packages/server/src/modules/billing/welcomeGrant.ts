/** What a new account receives: 0.50 USD in free coins and 200 credit points (worth 0.50 USD). */
export const WELCOME_GRANT = { freeCoinsMicro: 500_000n, creditPoints: 200n } as const;
