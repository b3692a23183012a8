export * from './createClient';
export * from './createInFlightCounter';
export * from './errors';
export type { ApiRequest, CallOptions, RequestOptions, UploadProgress } from './request';
export * from './resources';
export * from './playground';
export * from './token';
export * from './types';
export * from './validators';
