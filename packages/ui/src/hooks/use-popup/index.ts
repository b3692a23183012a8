export * from './use-popup';
