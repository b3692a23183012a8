// @csi/contract (the shared vocabulary and brand tokens) is not published: the build bundles it into this one module
// of the dist and points every `@csi/contract` import of the other modules here (tsup.config.ts), so @csi/ui installs
// with its peers only.
export * from '@csi/contract';
