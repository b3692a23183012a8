import { contractBreaks, fieldPaths } from './contractBreaks';

const envelope = (data: object) => ({
  content: { 'application/json': { schema: { type: 'object', properties: { msg: { type: 'string' }, data } } } },
});
const login = {
  parameters: [{ in: 'query', name: 'lang' }],
  requestBody: {
    content: { 'application/json': { schema: { type: 'object', properties: { username: {}, password: {} } } } },
  },
  responses: { 200: envelope({ type: 'object', properties: { jwt: { type: 'string' } } }), 401: envelope({}) },
};
const stored = { info: { version: '1.0.0' }, paths: { '/usfw/auth/login': { post: login } } };
const copy = () => structuredClone(stored);

describe('contractBreaks', () => {
  it('finds nothing when the live document equals the stored one or only adds', () => {
    expect(contractBreaks(stored, copy())).toEqual([]);
    const added = copy();
    added.paths['/usfw/auth/login'].post.parameters.push({ in: 'header', name: 'x-new' });
    Object.assign(added.paths, { '/v1/new': { get: { responses: {} } } });
    expect(contractBreaks(stored, added)).toEqual([]);
  });

  it('reports a removed or renamed path and a removed method', () => {
    const renamed = { ...copy(), paths: { '/usfw/auth/sign-in': stored.paths['/usfw/auth/login'] } };
    expect(contractBreaks(stored, renamed)).toEqual(['path /usfw/auth/login removed']);
    const otherMethod = { ...copy(), paths: { '/usfw/auth/login': { put: login } } };
    expect(contractBreaks(stored, otherMethod)).toEqual(['POST /usfw/auth/login removed']);
  });

  it('reports a removed parameter, body field, response and response field', () => {
    const live = copy();
    const op = live.paths['/usfw/auth/login'].post;
    op.parameters = [{ in: 'query', name: 'language' }];
    op.requestBody.content['application/json'].schema.properties = { username: {}, pass: {} } as never;
    op.responses = { 200: envelope({ type: 'object', properties: { token: { type: 'string' } } }) } as never;
    expect(contractBreaks(stored, live)).toEqual([
      'POST /usfw/auth/login: query parameter lang removed',
      'POST /usfw/auth/login request body (application/json): field password removed',
      'POST /usfw/auth/login response 200 (application/json): field data.jwt removed',
      'POST /usfw/auth/login: response 401 removed',
    ]);
  });

  it('accepts any break once info.version changed', () => {
    expect(contractBreaks(stored, { info: { version: '2.0.0' }, paths: {} })).toEqual([]);
    expect(contractBreaks(stored, { info: { version: '1.0.0' }, paths: {} })).toEqual([
      'path /usfw/auth/login removed',
    ]);
  });
});

describe('fieldPaths', () => {
  it('names nested fields through properties, items and compositions', () => {
    const schema = {
      type: 'object',
      properties: {
        data: { type: 'array', items: { anyOf: [{ properties: { title: {} } }, { properties: { id: {} } }] } },
      },
    };
    expect(fieldPaths(schema)).toEqual(['data', 'data[].title', 'data[].id']);
  });
});
