// `@csi/contract`: what the packages, the site and the server share. Dependency-free, so @csi/ui and
// @csi/api-client bundle it into their own dist (neither makes an app install it) and the server imports it
// instead of another package's sources.
export * from './vocabulary';
export { brandTokens } from './brandTokens';
export { companyDetails, type CompanyDetails } from './companyDetails';
