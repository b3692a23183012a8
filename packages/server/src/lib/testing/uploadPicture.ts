import { TINY_JPEG } from '../../../test-fixtures/sampleFiles';
import { callApi } from './callApi';

/** Uploads a tiny JPEG to the images route as the holder of `token` and answers its `secure_url`. */
export async function uploadPicture(url: string, token: string): Promise<string> {
  const body = new FormData();
  body.append('upload_preset', 'csi-profile-pictures');
  body.append('file', new Blob([new Uint8Array(TINY_JPEG)], { type: 'image/jpeg' }), 'me.jpg');
  const reply = await callApi(url, 'POST', 'images/upload', { token, body });
  const secureUrl = reply.body.secure_url;
  if (reply.status !== 200 || typeof secureUrl !== 'string') throw new Error(`image upload failed: ${reply.status}`);
  return secureUrl;
}
