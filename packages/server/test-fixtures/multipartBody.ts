/** One file part of a test upload. */
export interface FilePart {
  filename: string;
  data: Uint8Array;
  type?: string;
}

/** A multipart/form-data body (payload and headers for `app.inject`) built with the platform's FormData. */
export async function multipartBody(
  parts: Record<string, string | FilePart>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const request = new Request('http://test.local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
