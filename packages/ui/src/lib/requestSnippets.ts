import type { PlaygroundMethod } from '@csi/contract';

/** The request a snippet shows. It holds no credentials: snippets read them from environment variables. */
export interface SnippetRequest {
  /** The method; FILE becomes a multipart POST. */
  method: PlaygroundMethod;
  /** The full URL. */
  url: string;
  /** JSON body text, for POST and PUT. */
  body?: string;
  /** Name of the chosen file, for FILE. */
  fileName?: string;
  /** Extra multipart fields, for FILE. */
  fields?: Record<string, string>;
  /** Whether the request carries a PDF password (read from `PDF_PASSWORD`), for FILE. */
  withPassword?: boolean;
}

/** The same request as curl, JavaScript (fetch) and Python (requests). */
export interface RequestSnippets {
  /** A curl command reading the credentials from shell variables. */
  curl: string;
  /** A fetch call reading them from process.env. */
  javascript: string;
  /** A requests call reading them from os.environ. */
  python: string;
}

/** Environment variables the snippets read the secrets from, instead of the real values. */
export const SNIPPET_ENV = { apiKey: 'CSI_API_KEY', username: 'CSI_APP_USERNAME', pdfPassword: 'PDF_PASSWORD' };

/** A part of a request whose value is either literal text or read from an environment variable. */
type Part = [name: string, value: { text: string } | { env: string }];

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
/** JSON string literals are valid JavaScript and Python string literals, escapes included. */
const literal = (text: string) => JSON.stringify(text);

function parts(request: SnippetRequest) {
  const headers: Part[] = [
    ['x-api-key', { env: SNIPPET_ENV.apiKey }],
    ['x-app-username', { env: SNIPPET_ENV.username }],
  ];
  const isFile = request.method === 'FILE';
  const form: Part[] = isFile ? Object.entries(request.fields ?? {}).map(([k, v]) => [k, { text: v }]) : [];
  if (isFile && request.withPassword) form.push(['password', { env: SNIPPET_ENV.pdfPassword }]);
  const body = request.method === 'POST' || request.method === 'PUT' ? request.body : undefined;
  if (body !== undefined) headers.push(['Content-Type', { text: 'application/json' }]);
  const fileName = request.fileName ?? 'file';
  return { url: request.url, method: isFile ? 'POST' : request.method, headers, form, isFile, body, fileName };
}

type Parts = ReturnType<typeof parts>;

function curlSnippet(p: Parts): string {
  const value = (v: Part[1]) => ('env' in v ? `"$${v.env}"` : shellQuote(v.text));
  const lines = [`curl -X ${p.method} ${shellQuote(p.url)}`];
  for (const [name, v] of p.headers) lines.push(`-H ${shellQuote(`${name}: `)}${value(v)}`);
  if (p.body !== undefined) lines.push(`--data-raw ${shellQuote(p.body)}`);
  if (p.isFile) lines.push(`-F ${shellQuote(`filePart=@${p.fileName}`)}`);
  for (const [name, v] of p.form) lines.push(`-F ${shellQuote(`${name}=`)}${value(v)}`);
  return lines.join(' \\\n  ');
}

function javascriptSnippet(p: Parts): string {
  const value = (v: Part[1]) => ('env' in v ? `process.env.${v.env}` : literal(v.text));
  const lines: string[] = [];
  if (p.isFile) {
    lines.push('const form = new FormData();', `form.append('filePart', fileInput.files[0], ${literal(p.fileName)});`);
    for (const [name, v] of p.form) lines.push(`form.append(${literal(name)}, ${value(v)});`);
  }
  lines.push(`const response = await fetch(${literal(p.url)}, {`, `  method: '${p.method}',`, '  headers: {');
  for (const [name, v] of p.headers) lines.push(`    ${literal(name)}: ${value(v)},`);
  lines.push('  },');
  if (p.body !== undefined) lines.push(`  body: ${literal(p.body)},`);
  if (p.isFile) lines.push('  body: form,');
  lines.push('});', 'console.log(await response.json());');
  return lines.join('\n');
}

function pythonSnippet(p: Parts): string {
  const value = (v: Part[1]) => ('env' in v ? `os.environ[${literal(v.env)}]` : literal(v.text));
  const lines = ['import os', 'import requests', '', 'headers = {'];
  for (const [name, v] of p.headers) lines.push(`    ${literal(name)}: ${value(v)},`);
  lines.push('}');
  const args = [literal(p.url), 'headers=headers'];
  if (p.body !== undefined) args.push(`data=${literal(p.body)}`);
  if (p.isFile) {
    lines.push(`files = {"filePart": open(${literal(p.fileName)}, "rb")}`, 'data = {');
    for (const [name, v] of p.form) lines.push(`    ${literal(name)}: ${value(v)},`);
    lines.push('}');
    args.push('files=files', 'data=data');
  }
  lines.push(`response = requests.${p.method.toLowerCase()}(${args.join(', ')})`, 'print(response.json())');
  return lines.join('\n');
}

/** Builds the curl, fetch and requests versions of a playground request, secrets read from the environment. */
export function requestSnippets(request: SnippetRequest): RequestSnippets {
  const p = parts(request);
  return { curl: curlSnippet(p), javascript: javascriptSnippet(p), python: pythonSnippet(p) };
}
