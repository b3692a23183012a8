export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export type { FooterSocialLinks } from './footerDefaults';
