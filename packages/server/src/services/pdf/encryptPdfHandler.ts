import { ServiceError } from '../ServiceError';
import type { Static } from 'typebox';
import type { ServiceHandler } from '../types';
import type { pdfAnswer } from './pdfAnswer';
import { encryptPdf } from './encryptPdf';
import { pdfPasswords } from './pdfPasswords';

/** Field names of the file: the playground sends `filePart`, the docs say `filepart`. */
export const PDF_FILE_FIELDS = ['filePart', 'filepart'];

/**
 * POST /file/encrypt-pdf (multipart: filePart or filepart, password, optional ownerPassword and keyLength)
 * → `{ msg, status: 'success', data: <download link valid 1 hour>, ownerPassword? }`; the owner password
 * appears only when it was generated.
 */
export const encryptPdfHandler: ServiceHandler<Static<typeof pdfAnswer>> = async (input, ctx) => {
  const { file, fields } = await input.readUpload(PDF_FILE_FIELDS, ctx.maxUploadBytes);
  if (!file) throw new ServiceError(400, 'A PDF file is required in the filePart (or filepart) field.');
  const passwords = pdfPasswords(fields);
  const encrypted = await encryptPdf(file.data, passwords);
  const name = file.filename.replace(/\.pdf$/i, '');
  const link = await ctx.downloads.put(encrypted, `${name || 'download'}.pdf`);
  return {
    statusCode: 200,
    body: {
      msg: `PDF encrypted with AES-${passwords.bits}. The download link expires in 1 hour.`,
      status: 'success',
      data: link.url(ctx.publicUrl),
      ...(passwords.ownerGenerated ? { ownerPassword: passwords.ownerPassword } : {}),
    },
  };
};
