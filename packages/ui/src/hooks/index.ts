export * from './use-blur-error';
export * from './use-body-scroll-lock';
export * from './use-controllable-state';
export * from './use-focus-trap';
export * from './use-media-query';
export * from './use-modal';
export * from './use-popup';
export * from './use-scroll-direction';
