export * from './sessionStore';
export * from './useSession';
export * from './useSessionHint';
