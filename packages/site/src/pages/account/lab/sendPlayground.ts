import { ApiError } from '@csi/api-client';
import type { PlaygroundRequest } from '@csi/ui';
import { client } from '../../../client';

/** Sends a playground request through the gateway; a failure rejects with the answer's body when there is one. */
export async function sendPlayground(request: PlaygroundRequest): Promise<unknown> {
  try {
    return await client.playground.send({
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
    });
  } catch (error) {
    throw error instanceof ApiError && error.body !== undefined ? error.body : error;
  }
}
