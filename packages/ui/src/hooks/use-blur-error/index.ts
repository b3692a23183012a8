export * from './use-blur-error';
