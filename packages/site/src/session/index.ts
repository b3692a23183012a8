export * from './sessionStore';
export * from './tokenStore';
export * from './useSession';
