export * from './sessionStore';
export * from './useSession';
