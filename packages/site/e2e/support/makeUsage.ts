import { expect, type APIRequestContext } from '@playwright/test';
import { TINY_JPEG } from '../../../server/test-fixtures/sampleFiles';
import { callApi } from './callApi';
import type { JourneyUser } from './registerUser';

/** Makes two sandbox calls with the user's key pair: data-security first, then metadata-viewer. */
export async function makeUsage(request: APIRequestContext, user: JourneyUser): Promise<void> {
  const profile = await callApi<{ apiKey: string; apiUsername: string }>(
    request,
    user.token,
    'GET',
    '/usfw/my-profile/',
  );
  const headers = { 'x-api-key': profile.data.apiKey, 'x-app-username': profile.data.apiUsername };
  const encrypt = await request.post('/csi-p/api-sandbox/encrypt-data', { headers, data: { rawData: 'hello' } });
  expect(encrypt.ok(), `encrypt-data: ${await encrypt.text()}`).toBe(true);
  const metadata = await request.post('/csi-p/api-sandbox/file/file-metadata', {
    headers,
    multipart: { filePart: { name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG } },
  });
  expect(metadata.ok(), `file-metadata: ${await metadata.text()}`).toBe(true);
}
