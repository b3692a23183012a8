export * from './use-scroll-direction';
