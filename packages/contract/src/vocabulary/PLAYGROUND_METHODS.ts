/** Methods of the playground; FILE is a multipart POST with the file in the part `filePart` (SPEC section 7). */
export const PLAYGROUND_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'FILE'] as const;
