export * from './use-body-scroll-lock';
