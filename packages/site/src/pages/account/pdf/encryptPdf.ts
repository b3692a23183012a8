import { ApiError } from '@csi/api-client';
import { client } from '../../../client';
import { downloadFile } from './downloadFile';
import type { PdfEncryptRequest } from './PdfLabForm';

/** JSON indented by 2 spaces, text as it is. */
const format = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/**
 * Sends the PDF through the gateway as a FILE call; when the reply's data is a download link, fetches it and saves
 * it as download.pdf. Resolves with the reply as text; a failure rejects with the answer's body as text.
 */
export async function encryptPdf({ file, ...request }: PdfEncryptRequest): Promise<string> {
  let reply: unknown;
  try {
    reply = await client.playground.send({ ...request, method: 'FILE', file });
  } catch (error) {
    throw new Error(error instanceof ApiError && error.body !== undefined ? format(error.body) : String(error));
  }
  const link = typeof reply === 'object' && reply !== null && 'data' in reply ? reply.data : undefined;
  if (typeof link !== 'string') return format(reply);
  await downloadFile(link);
  return `${format(reply)}\n\nThe encrypted PDF was downloaded as download.pdf.`;
}
