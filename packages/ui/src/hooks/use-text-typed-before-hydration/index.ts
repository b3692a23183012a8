export * from './use-text-typed-before-hydration';
