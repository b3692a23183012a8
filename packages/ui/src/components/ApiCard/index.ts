export { ApiCard } from './ApiCard';
export type { ApiCardProps } from './ApiCard';
export { apiLabPath, usesDefaultPlayground } from './apiLabPath';
