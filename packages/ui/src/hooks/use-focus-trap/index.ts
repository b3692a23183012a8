export * from './use-focus-trap';
