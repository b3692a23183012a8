// `@csi/server/testing`: the server's public face for the tests of other packages (@csi/api-client's run against a
// real server). Import it by name; the server's other modules are its own business.
export { startTestServer } from './startTestServer';
export { SoftwareAuthenticator } from './softwareAuthenticator';
export type { TestServer } from './startTestServer';
export type { ServerConfig } from '../config';
export { plainPdf, pdfWithAuthor } from '../../test-fixtures/sampleFiles';
