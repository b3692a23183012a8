export * from './use-modal';
