/** A PDF to protect with a password (POST /file/encrypt-pdf, multipart). */
export interface PdfEncryptRequest {
  /** The PDF, sent as `filePart`. */
  file: Blob;
  /** The password that opens the encrypted copy. */
  password: string;
  /** The owner (permissions) password; the server generates one when it is left out. */
  ownerPassword?: string;
  /** AES key length. @default 128 */
  keyLength?: 128 | 256;
}

/** The whole reply of the PDF API (not an envelope: `status` sits beside `msg` and `data`). */
export interface PdfEncryptReply {
  msg: string;
  /** `'success'`. */
  status: string;
  /** Download link of the encrypted copy (expires after one hour). */
  data: string;
  /** The generated owner password, present only when none was sent. */
  ownerPassword?: string;
}
