import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@csi/server/testing';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * The checks, one per call of the client: an answer the document describes must be readable as the client's type
 * (assignable, and naming the same fields), and a body or query the client sends must be one the document accepts.
 * `generated.ts` is made from the live /openapi.json by openapi-typescript next to this file, in a temporary
 * folder, so nothing generated is kept in the repository and the check always reads the server as it is.
 */
const AGREEMENT = `
import type { paths } from './generated';
import type * as C from ${JSON.stringify(path.join(SRC, 'types/index'))};
import type { SessionHint } from ${JSON.stringify(path.join(SRC, 'token/sessionHint'))};

type Op<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];
/** The JSON answer of \`M P\` at \`S\`. */
type Answer<P extends keyof paths, M extends keyof paths[P], S extends number = 200> =
  Op<P, M> extends { responses: { [K in S]: { content: { 'application/json': infer T } } } } ? T : never;
/** Its \`data\`. */
type Data<P extends keyof paths, M extends keyof paths[P], S extends number = 200> =
  Answer<P, M, S> extends { data: infer D } ? D : never;
/** The JSON body of \`M P\`. */
type Body<P extends keyof paths, M extends keyof paths[P]> =
  Op<P, M> extends { requestBody?: { content: { 'application/json': infer T } } } ? T : never;
/** The query of \`M P\`. */
type Query<P extends keyof paths, M extends keyof paths[P]> =
  Op<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type Item<T> = T extends readonly (infer E)[] ? E : T;
type Missing<A, B> = Exclude<keyof Item<A>, keyof Item<B>>;
/**
 * The client reads what the server answers: the answer is assignable to the client's type, which names no field the
 * answer lacks (a field only the answer has is one the client does not read yet, as an addition to the API is).
 */
type Reads<Doc, Client> = [Doc] extends [never]
  ? { undocumented: Client }
  : [Doc] extends [Client]
    ? [Missing<Client, Doc>] extends [never]
      ? true
      : { theServerNeverAnswers: Missing<Client, Doc> }
    : { serverAnswers: Doc; clientReads: Client };
/** The server accepts what the client sends, and drops none of it (no field the document does not name). */
type Accepts<Doc, Client> = [Doc] extends [never]
  ? { undocumented: Client }
  : [Client] extends [Doc]
    ? [Missing<Client, Doc>] extends [never]
      ? true
      : { theServerDrops: Missing<Client, Doc> }
    : { clientSends: Client; serverAccepts: Doc };
/** A sign-in's data: the token (bearer mode) or the session's role and expiry (cookie mode). */
type ReadsSignIn<Doc> =
  Reads<Extract<Doc, { jwt: unknown }>, C.JwtData> extends true
    ? Reads<Extract<Doc, { role: unknown }>, SessionHint>
    : Reads<Extract<Doc, { jwt: unknown }>, C.JwtData>;
type AsText<Q> = { [K in keyof Q]: Q[K] extends number | undefined ? string | Exclude<Q[K], number> : Q[K] };
const agree = <T extends true>(): T | undefined => undefined;

// auth
agree<Accepts<Body<'/usfw/auth/register', 'post'>, C.RegisterPayload>>();
agree<ReadsSignIn<Data<'/usfw/auth/register', 'post', 201>>>();
agree<Accepts<Body<'/usfw/auth/login', 'post'>, C.LoginPayload>>();
agree<ReadsSignIn<Data<'/usfw/auth/login', 'post'>>>();
agree<Accepts<Body<'/usfw/auth/account-activate-recover', 'put'>, { email: string }>>();
agree<Reads<Data<'/usfw/auth/account-activate-recover', 'put'>, null>>();
agree<Accepts<Body<'/usfw/auth/activate-account', 'post'>, C.ActivateAccountPayload>>();
agree<ReadsSignIn<Data<'/usfw/auth/activate-account', 'post'>>>();
// account and social
agree<Reads<Data<'/usfw/my-profile', 'get'>, C.Profile>>();
agree<Accepts<Body<'/usfw/update/profile-basic-d', 'put'>, C.ProfileUpdateBasicParams>>();
agree<ReadsSignIn<Data<'/usfw/update/profile-basic-d', 'put'>>>();
agree<Accepts<Body<'/usfw/update/profile-picture', 'put'>, { img: string }>>();
agree<Accepts<Body<'/usfw/change-my-password', 'put'>, C.PasswordChangeParams>>();
agree<Accepts<Body<'/usfw/update/api-key', 'post'>, { currentPassword: string }>>();
agree<Reads<Data<'/usfw/update/api-key', 'post'>, C.ApiKeyData>>();
agree<Reads<Data<'/usfw/update/api-key/update-usage', 'get'>, null>>();
agree<Accepts<Body<'/usfw/change-my-social-code', 'post'>, { currentPassword: string }>>();
agree<Reads<Data<'/usfw/change-my-social-code', 'post'>, C.SocialCodeData>>();
agree<Reads<Data<'/usfw/p/search-user/{code}', 'get'>, C.SocialProfile>>();
// admin
agree<Reads<Data<'/usfw/a/get-all-users', 'get'>, C.AdminUser[]>>();
agree<Reads<Data<'/usfw/a/manage-activation/{userId}/{action}', 'get'>, null>>();
// wallet, payments and usage
agree<Reads<Data<'/usfw/wallet/details', 'get'>, C.Wallet>>();
agree<Reads<Data<'/usfw/wallet/top-up-account-cr-w', 'get'>, null>>();
agree<Reads<Data<'/payment_gtw/paypal/start-payment', 'post'>, C.PaymentStartData>>();
agree<Accepts<Query<'/payment_gtw/paypal/payment-success', 'get'>, C.PaymentSuccessParams>>();
agree<Reads<Data<'/payment_gtw/paypal/payment-success', 'get'>, null>>();
agree<Reads<Data<'/usfw/api-usage/my-usage', 'get'>, C.UsageLog[]>>();
agree<Accepts<Query<'/usfw/api-usage/my-calls', 'get'>, AsText<C.ApiCallsQuery>>>();
agree<Reads<Data<'/usfw/api-usage/my-calls', 'get'>, C.ApiCallPage>>();
agree<Reads<Data<'/usfw/api-usage/my-lab-data', 'get'>, C.LabData>>();
// the catalog
agree<Reads<Data<'/v1/apis/all-apis', 'get'>, C.ApiDefinition[]>>();
agree<Reads<Data<'/v1/apis/get-api/{id}', 'get'>, C.ApiDefinition>>();
agree<Reads<Data<'/v1/apis/get-api-s-playground/{id}', 'get'>, C.ApiDefinition[]>>();
agree<Reads<Data<'/v1/apis/all-apis-admin', 'get'>, C.ApiDefinition[]>>();
agree<Reads<Data<'/v1/apis/all-services-admin', 'get'>, C.ApiService[]>>();
agree<Accepts<Body<'/v1/apis/add-api', 'post'>, C.ApiDefinitionInput>>();
agree<Reads<Data<'/v1/apis/add-api', 'post', 201>, C.ApiDefinition>>();
agree<Accepts<Body<'/v1/apis/update-api/{id}', 'put'>, C.ApiDefinitionInput>>();
agree<Reads<Data<'/v1/apis/update-api/{id}', 'put'>, C.ApiDefinition>>();
// the gateway's JSON services
agree<Accepts<Body<'/csi-p/api-live/encrypt-data', 'post'>, C.EncryptDataRequest>>();
agree<Reads<Data<'/csi-p/api-live/encrypt-data', 'post'>, C.EncryptDataReply>>();
agree<Accepts<Body<'/csi-p/api-sandbox/decrypt-data', 'post'>, C.DecryptDataRequest>>();
agree<Reads<Data<'/csi-p/api-sandbox/decrypt-data', 'post'>, C.DecryptDataReply>>();
agree<Reads<Answer<'/csi-p/api-live/file/encrypt-pdf', 'post'>, C.PdfEncryptReply>>();
agree<Reads<Data<'/csi-p/api-live/file/file-metadata', 'post'>, C.FileMetadataReply>>();
// articles and content (an Article's headerColor is the client's own, says its type)
type ServerArticle = Omit<C.Article, 'headerColor'>;
agree<Reads<Data<'/articles/p/get-all-articles', 'get'>, ServerArticle[]>>();
agree<Reads<Data<'/articles/p/get-article/t/{title}', 'get'>, ServerArticle>>();
agree<Reads<Data<'/articles/a/get-all-articles', 'get'>, ServerArticle[]>>();
agree<Accepts<Body<'/articles/a/add-article', 'post'>, C.ArticleInput>>();
agree<Reads<Data<'/articles/a/add-article', 'post', 201>, ServerArticle>>();
agree<Accepts<Body<'/articles/a/update-article/{articleId}', 'put'>, C.ArticleInput>>();
agree<Reads<Data<'/articles/a/update-article/{articleId}', 'put'>, ServerArticle>>();
agree<Reads<Data<'/articles/a/permanent-delete/{title}', 'delete'>, null>>();
agree<Reads<Answer<'/jsons/metadata.json', 'get'>, C.ArticleMetadata[]>>();
agree<Reads<Answer<'/jsons/cyber-security-tools.json', 'get'>, C.CyberTool[]>>();
// support
agree<Accepts<Body<'/usfw/customer-support/contact-us', 'post'>, C.ContactMessage>>();
agree<Reads<Data<'/usfw/customer-support/contact-us', 'post'>, null>>();
agree<Accepts<Body<'/project/csi/hire-csi-developers', 'post'>, C.HireRequest>>();
agree<Reads<Data<'/project/csi/hire-csi-developers', 'post', 201>, null>>();
// passkeys
agree<Reads<Data<'/usfw/passkeys', 'get'>, C.Passkey[]>>();
agree<Reads<Data<'/usfw/passkeys/registration-options', 'post'>, { challenge: string }>>();
agree<Accepts<Body<'/usfw/passkeys', 'post'>, { name: string; response: C.PasskeyRegistrationResponse }>>();
agree<Reads<Data<'/usfw/passkeys', 'post'>, C.Passkey>>();
agree<Accepts<Body<'/usfw/passkeys/{id}', 'patch'>, { name: string }>>();
agree<Reads<Data<'/usfw/passkeys/{id}', 'patch'>, C.Passkey>>();
agree<Accepts<Body<'/usfw/passkeys/{id}/remove', 'post'>, Required<C.IdentityProof>>>();
agree<Reads<Data<'/usfw/passkeys/{id}/remove', 'post'>, null>>();
agree<Accepts<Body<'/usfw/auth/passkey/options', 'post'>, { challenge: string }>>();
agree<Reads<Data<'/usfw/auth/passkey/options', 'post'>, { challenge: string }>>();
agree<Accepts<Body<'/usfw/auth/passkey', 'post'>, { response: C.PasskeyAuthenticationResponse }>>();
agree<ReadsSignIn<Data<'/usfw/auth/passkey', 'post'>>>();
agree<Accepts<Body<'/usfw/auth/second-step', 'post'>, C.SecondStepPayload>>();
agree<Reads<Data<'/usfw/two-factor/confirm/passkey-options', 'post'>, C.PasskeyRequestOptions>>();
agree<Accepts<Body<'/usfw/two-factor/confirm', 'post'>, Required<C.IdentityProof>>>();
`;

/** The type errors of `file`, compiled as the repository compiles (strict). */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noUncheckedIndexedAccess: true,
    types: [],
    // The workspace's packages from their sources, as tsconfig.base.json maps them (nothing needs building first).
    paths: { '@csi/contract': [path.join(SRC, '../../contract/src/index.ts')] },
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const line = where ? diagnostic.file?.text.split('\n')[where.line]?.trim() : '';
    return `${line}\n  ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')}`;
  });
}

describe("@csi/api-client's types agree with /openapi.json", () => {
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(path.join(os.tmpdir(), 'csi-openapi-types-'));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('for every call: the answers it reads and the bodies and queries it sends', async () => {
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as Parameters<typeof openapiTS>[0];
    await writeFile(path.join(dir, 'generated.ts'), astToString(await openapiTS(document)));
    await writeFile(path.join(dir, 'agreement.ts'), AGREEMENT);
    expect(typeErrors(path.join(dir, 'agreement.ts'))).toEqual([]);
  }, 120_000);
});
