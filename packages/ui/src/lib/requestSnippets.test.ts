import { execFileSync } from 'node:child_process';
import { requestSnippets } from './requestSnippets';

const url = 'https://api.csi.test/csi-p/api-live/encrypt-data';
const body = `{\n  "rawData": "it's a \\"quoted\\" $HOME \`x\`"\n}`;

/** Runs the curl snippet in a real shell with curl replaced by a function printing one argument per line. */
function curlArguments(snippet: string): string[] {
  const script = `curl() { printf '%s\\n' "$@"; }\n${snippet}`;
  const env = { CSI_API_KEY: 'key-from-env', CSI_APP_USERNAME: 'user-from-env', PDF_PASSWORD: 'pdf-secret' };
  return execFileSync('sh', ['-c', script], { env, encoding: 'utf8' }).trimEnd().split('\n');
}

/** Runs the fetch snippet with a recording fetch and the given environment; returns what fetch received. */
async function fetchCall(snippet: string) {
  const calls: [string, RequestInit][] = [];
  const recordingFetch = async (target: string, init: RequestInit) => {
    calls.push([target, init]);
    return new Response('{}');
  };
  const env = { CSI_API_KEY: 'key-from-env', CSI_APP_USERNAME: 'user-from-env', PDF_PASSWORD: 'pdf-secret' };
  const file = new File(['%PDF'], 'report.pdf');
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as FunctionConstructor;
  const run = new AsyncFunction('fetch', 'process', 'fileInput', 'console', snippet);
  await run(recordingFetch, { env }, { files: [file] }, { log: () => undefined });
  const [call] = calls;
  if (!call) throw new Error('the snippet did not call fetch');
  return call;
}

describe('requestSnippets', () => {
  it('builds a curl command whose arguments survive the shell exactly, quotes included', () => {
    const args = curlArguments(requestSnippets({ method: 'POST', url, body }).curl);
    expect(args).toEqual([
      '-X',
      'POST',
      url,
      '-H',
      'x-api-key: key-from-env',
      '-H',
      'x-app-username: user-from-env',
      '-H',
      'Content-Type: application/json',
      '--data-raw',
      ...body.split('\n'),
    ]);
  });

  it('builds a fetch call that sends the same request', async () => {
    const [target, init] = await fetchCall(requestSnippets({ method: 'PUT', url, body }).javascript);
    expect(target).toBe(url);
    expect(init.method).toBe('PUT');
    expect(init.headers).toEqual({
      'x-api-key': 'key-from-env',
      'x-app-username': 'user-from-env',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe(body);
  });

  it('builds a Python requests call with escaped string literals', () => {
    const { python } = requestSnippets({ method: 'POST', url, body });
    expect(python).toContain('"x-api-key": os.environ["CSI_API_KEY"]');
    expect(python).toContain(
      `response = requests.post(${JSON.stringify(url)}, headers=headers, data=${JSON.stringify(body)})`,
    );
  });

  it('sends no body for GET and DELETE', () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const snippets = requestSnippets({ method, url, body });
      expect(curlArguments(snippets.curl)).toEqual([
        '-X',
        method,
        url,
        '-H',
        'x-api-key: key-from-env',
        '-H',
        'x-app-username: user-from-env',
      ]);
      expect(snippets.javascript).not.toContain('body');
      expect(snippets.python).toContain(`requests.${method.toLowerCase()}(${JSON.stringify(url)}, headers=headers)`);
    }
  });

  it('sends FILE as a multipart POST with filePart, the extra fields and the PDF password', async () => {
    const request = {
      method: 'FILE' as const,
      url,
      fileName: 'report.pdf',
      fields: { owner: "o'neil" },
      withPassword: true,
    };
    const snippets = requestSnippets(request);
    expect(curlArguments(snippets.curl).slice(-6)).toEqual([
      '-F',
      'filePart=@report.pdf',
      '-F',
      "owner=o'neil",
      '-F',
      'password=pdf-secret',
    ]);
    const [, init] = await fetchCall(snippets.javascript);
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect((form.get('filePart') as File).name).toBe('report.pdf');
    expect(form.get('owner')).toBe("o'neil");
    expect(form.get('password')).toBe('pdf-secret');
    expect(snippets.python).toContain('files = {"filePart": open("report.pdf", "rb")}');
    expect(snippets.python).toContain('"password": os.environ["PDF_PASSWORD"]');
  });

  it('never contains a credential, only the environment variable names', () => {
    const all = Object.values(requestSnippets({ method: 'POST', url, body })).join('\n');
    expect(all).toContain('CSI_API_KEY');
    expect(all).toContain('CSI_APP_USERNAME');
  });
});
