import { ApiError } from '../errors';
import type { ApiRequest, CallOptions } from '../request';

/** Where and how to upload an image, and the call's options (progress, signal, timeout, headers). */
export interface ImagesUploadOptions extends CallOptions {
  /** The image host's upload URL (absolute, or relative to the API base). @default 'images/upload' */
  uploadUrl?: string;
  /** The host's upload preset. */
  uploadPreset: string;
}

/**
 * Image upload in the image host's protocol (form fields file and upload_preset). Uploads to our
 * own server (a relative `uploadUrl`) carry the bearer token; an external host never sees it.
 */
export function createImagesResource(request: ApiRequest) {
  return {
    /** Uploads an image; resolves with its `secure_url`. */
    upload: async (file: Blob, { uploadUrl = 'images/upload', uploadPreset, ...options }: ImagesUploadOptions) => {
      const form = new FormData();
      form.append('file', file);
      form.append('upload_preset', uploadPreset);
      const ownServer = !/^[a-z][a-z0-9+.-]*:\/\//i.test(uploadUrl);
      const reply = await request<{ secure_url?: unknown }>(
        { method: 'POST', path: uploadUrl, data: form, auth: ownServer },
        options,
      );
      if (typeof reply?.secure_url !== 'string') {
        throw new ApiError(0, 'Image upload failed', reply, { code: 'BAD_RESPONSE' });
      }
      return reply.secure_url;
    },
  };
}

/** The images resource of a client. */
export type ImagesResource = ReturnType<typeof createImagesResource>;
