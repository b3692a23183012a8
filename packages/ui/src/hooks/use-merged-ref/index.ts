export * from './use-merged-ref';
