// `@csi/ui/password`: the password analyzer and the zxcvbn crack-time estimate. Needs the optional peers
// @zxcvbn-ts/core, @zxcvbn-ts/language-common and @zxcvbn-ts/language-en (about 800 KB gzip of dictionaries,
// fetched when an estimate is first asked for).
export * from './components/PasswordAnalyzer';
export * from './lib/estimateCrackTime';
