'use client';

import {
  bodyExampleFor,
  endpointPaths,
  type PlaygroundEnvironment,
  type PlaygroundMethod,
  playgroundUrl,
} from '@csi/contract';
import { useState } from 'react';
import { defaultPlaygroundMethod } from '../../lib/defaultPlaygroundMethod';
import type { UploadProgressEvent } from '../UploadProgress/uploadState';
import { useUpload } from '../UploadProgress/useUpload';
import type { FormFieldEntry } from './FileFields';
import { describeError, formatResponse } from './formatResponse';
import type { PlaygroundHeaders } from './HeadersCard';

/** Shown instead of sending when the body is not JSON (SPEC section 8). */
export const INVALID_JSON_MESSAGE = 'Invalid JSON in request body!';
/** Shown instead of sending when FILE has no file chosen. */
export const NO_FILE_MESSAGE = 'Please choose a file to send.';

/** The API a playground tests. */
export interface PlaygroundApi {
  /** Name shown as the panel's title. */
  name: string;
  /** Comma-separated endpoint paths, e.g. '/encrypt-data,/decrypt-data'. */
  endpoint: string;
  /** Content type the API accepts, e.g. 'application/json' or 'application/pdf'. */
  apiAccepts: string;
  /** Body examples separated by the word OR. */
  bodyExample: string;
}

/** What `onSend` receives. FILE is sent as a multipart POST with the file in the part `filePart`. */
export interface PlaygroundRequest {
  /** The chosen method; FILE means a multipart POST. */
  method: PlaygroundMethod;
  /** The full URL: environment base plus endpoint. */
  url: string;
  /** The chosen endpoint path. */
  endpoint: string;
  /** The chosen environment. */
  environment: PlaygroundEnvironment;
  /** The x-api-key and x-app-username headers as edited. */
  headers: PlaygroundHeaders;
  /** The parsed JSON body, for POST and PUT. */
  body?: unknown;
  /** The chosen file, for FILE. */
  file?: File;
  /** The extra form fields, for FILE. */
  fields?: Record<string, string>;
  /** The PDF password, for FILE on a PDF API. */
  password?: string;
  /** For FILE: call as the body is sent (bytes sent of total); the panel shows the upload's progress. */
  onUploadProgress?: (event: UploadProgressEvent) => void;
}

/** Options of usePlayground: the panel's props that shape the request. */
export interface UsePlaygroundOptions {
  /** The API under test. */
  api: PlaygroundApi;
  /** Base URL of the API, e.g. 'https://api.example.com/': requests go to base + csi-p/api-live or csi-p/api-sandbox + endpoint. */
  apiBase: string;
  /** The user's API key, prefilled in the x-api-key header. */
  apiKey: string;
  /** The user's API username, prefilled in the x-app-username header. */
  apiUsername: string;
  /** Sends the request; resolves with the reply shown as JSON, rejects with the error body shown after 'Error: '. */
  onSend: (request: PlaygroundRequest) => Promise<unknown>;
}

/** State and actions of the playground: the request being edited, sending it, and the response text. */
export function usePlayground({ api, apiBase, apiKey, apiUsername, onSend }: UsePlaygroundOptions) {
  const endpoints = endpointPaths(api.endpoint);
  const [endpoint, setEndpointState] = useState(endpoints[0] ?? '');
  const [method, setMethod] = useState<PlaygroundMethod>(() => defaultPlaygroundMethod(api.apiAccepts));
  const [environment, setEnvironment] = useState<PlaygroundEnvironment>('live');
  // Edited header values; until edited, the props show, so a profile that loads late still fills them.
  const [edited, setEdited] = useState<Partial<PlaygroundHeaders>>({});
  const [body, setBody] = useState(() => bodyExampleFor(endpoint, api.bodyExample));
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<FormFieldEntry[]>([]);
  const [password, setPassword] = useState('');
  const [response, setResponse] = useState('');
  const [sending, setSending] = useState(false);
  const upload = useUpload();

  const headers: PlaygroundHeaders = {
    'x-api-key': edited['x-api-key'] ?? apiKey,
    'x-app-username': edited['x-app-username'] ?? apiUsername,
  };
  const url = playgroundUrl(apiBase, environment, endpoint);
  const isPdf = /pdf/i.test(api.apiAccepts) || /pdf/i.test(endpoint);
  const fieldValues = Object.fromEntries(fields.map((f) => [f.key, f.value]));

  const setEndpoint = (next: string) => {
    setEndpointState(next);
    setBody(bodyExampleFor(next, api.bodyExample));
  };

  /** The request to send, or the message to show instead. */
  const build = (): PlaygroundRequest | string => {
    const base = { method, url, endpoint, environment, headers };
    if (method === 'GET' || method === 'DELETE') return base;
    if (method === 'FILE') {
      if (!file) return NO_FILE_MESSAGE;
      return { ...base, file, fields: fieldValues, ...(isPdf ? { password } : {}) };
    }
    try {
      return { ...base, body: JSON.parse(body) };
    } catch {
      return INVALID_JSON_MESSAGE;
    }
  };

  const send = async () => {
    setResponse('');
    const request = build();
    if (typeof request === 'string') return setResponse(request);
    setSending(true);
    try {
      const reply = request.file
        ? await upload.track(request.file.size, (onUploadProgress) => onSend({ ...request, onUploadProgress }))
        : await onSend(request);
      setResponse(formatResponse(reply));
    } catch (reason) {
      setResponse(describeError(reason));
    } finally {
      setSending(false);
    }
  };

  return {
    endpoints,
    endpoint,
    setEndpoint,
    method,
    setMethod,
    environment,
    setEnvironment,
    headers,
    setHeader: (name: keyof PlaygroundHeaders, value: string) => setEdited({ ...edited, [name]: value }),
    url,
    isPdf,
    body,
    setBody,
    file,
    setFile,
    fields,
    fieldValues,
    setFields,
    password,
    setPassword,
    response,
    clearResponse: () => setResponse(''),
    sending,
    upload: upload.state,
    send,
  };
}
