import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** What the adapter answers: a status and a body. */
export interface CannedReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** An axios adapter that records every outgoing request and answers with `reply` (test helper). */
export function recordingAdapter(reply: CannedReply | ((config: InternalAxiosRequestConfig) => CannedReply) = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const {
      status = 200,
      data = { msg: 'ok', data: null },
      headers = {},
    } = typeof reply === 'function' ? reply(config) : reply;
    const response = { data, status, statusText: String(status), headers, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return { adapter, sent };
}
