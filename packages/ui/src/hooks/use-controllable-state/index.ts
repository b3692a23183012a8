export * from './use-controllable-state';
