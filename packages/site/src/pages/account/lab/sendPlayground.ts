import { ApiError, type ResponseInfo } from '@csi/api-client';
import type { PlaygroundRequest } from '@csi/ui';
import { client } from '../../../client';
import { callDetails, type CallDetails } from './callDetails';

/**
 * Sends a playground request through the gateway; a failure rejects with the answer's body when there is one.
 * `report` hears every call's details: status, round-trip latency (measured here), cost (X-Call-Cost) and request id.
 */
export async function sendPlayground(
  request: PlaygroundRequest,
  report?: (details: CallDetails) => void,
): Promise<unknown> {
  let response: ResponseInfo | undefined;
  const started = performance.now();
  const done = () => report?.(callDetails(request, response, performance.now() - started));
  try {
    const body = await client.playground.send(
      {
        environment: request.environment,
        endpoint: request.endpoint,
        method: request.method,
        apiKey: request.headers['x-api-key'],
        apiUsername: request.headers['x-app-username'],
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        file: request.file,
        password: request.password,
        fields: Object.entries(request.fields ?? {}).map(([key, value]) => ({ key, value })),
        onUploadProgress: request.onUploadProgress,
      },
      { onResponse: (info) => (response = info) },
    );
    done();
    return body;
  } catch (error) {
    done();
    throw error instanceof ApiError && error.body !== undefined ? error.body : error;
  }
}
