export * from './use-replay-after-hydration';
