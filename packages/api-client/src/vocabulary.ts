// `@csi/api-client/vocabulary`: the shared words, from @csi/contract (bundled into this package's dist, so an app
// installs nothing more). Kept as an entry point of its own for apps that want the words without axios.
export * from '@csi/contract/vocabulary';
