export * from './use-choice-made-before-hydration';
