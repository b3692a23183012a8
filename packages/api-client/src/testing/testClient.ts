import axios, { type InternalAxiosRequestConfig } from 'axios';
import { createClient } from '../createClient';
import { memoryTokenStore } from '../token/tokenStore';
import { recordingAdapter, type CannedReply } from './recordingAdapter';

/** The full URL of a recorded request (base + path + query). */
export const urlOf = (config: InternalAxiosRequestConfig | undefined) => (config ? axios.getUri(config) : '');

/** A client on https://api.test/ with a memory token store and a recording adapter (test helper). */
export function testClient(
  token: string | null = 'user-token',
  reply?: CannedReply | ((config: InternalAxiosRequestConfig) => CannedReply),
) {
  const recorder = recordingAdapter(reply);
  const tokenStore = memoryTokenStore(token);
  const client = createClient({ baseURL: 'https://api.test/', tokenStore, adapter: recorder.adapter });
  return { client, tokenStore, sent: recorder.sent, last: () => recorder.sent.at(-1) };
}
