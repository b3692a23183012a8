import { ApiError, type ResponseInfo } from '@csi/api-client';
import { client } from '../../../client';
import { callDetails, type CallDetails } from '../lab/callDetails';
import { downloadFile } from './downloadFile';
import type { PdfEncryptRequest } from './PdfLabForm';

/** JSON indented by 2 spaces, text as it is. */
const format = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/**
 * Sends the PDF through the gateway as a FILE call; when the reply's data is a download link, fetches it and saves
 * it as download.pdf. Resolves with the reply as text; a failure rejects with the answer's body as text. `report`
 * hears the call's details (status, round trip, cost, request id), as in the other labs.
 */
export async function encryptPdf(
  { file, keyLength, ...request }: PdfEncryptRequest,
  report?: (details: CallDetails) => void,
): Promise<string> {
  let reply: unknown;
  let response: ResponseInfo | undefined;
  const started = performance.now();
  const done = () =>
    report?.(
      callDetails(
        { environment: request.environment, method: 'FILE', endpoint: request.endpoint },
        response,
        performance.now() - started,
      ),
    );
  try {
    reply = await client.playground.send(
      { ...request, method: 'FILE', file, fields: [{ key: 'keyLength', value: keyLength }] },
      { onResponse: (info) => (response = info) },
    );
    done();
  } catch (error) {
    done();
    throw new Error(error instanceof ApiError && error.body !== undefined ? format(error.body) : String(error));
  }
  const link = typeof reply === 'object' && reply !== null && 'data' in reply ? reply.data : undefined;
  if (typeof link !== 'string') return format(reply);
  await downloadFile(link);
  return `${format(reply)}\n\nThe encrypted PDF was downloaded as download.pdf.`;
}
