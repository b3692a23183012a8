/** Body of the data-encryption API (POST /encrypt-data). */
export interface EncryptDataRequest {
  /** UTF-8 text to encrypt. */
  rawData: string;
}

/** Data of the /encrypt-data reply: a fresh key pair as PEM and the ciphertext. */
export interface EncryptDataReply {
  /** PKCS#8 PEM of the private key; send it back as `prky` to decrypt. */
  privateKey: string;
  /** Base64 ciphertext. */
  encryptedData: string;
  /** SPKI PEM of the public key; send it back as `plky` to decrypt. */
  publicKey: string;
}

/** Body of the data-decryption API (POST /decrypt-data): the three values of an {@link EncryptDataReply}. */
export interface DecryptDataRequest {
  /** The private key (`privateKey`). */
  prky: string;
  encryptedData: string;
  /** The public key (`publicKey`). */
  plky: string;
}

/** Data of the /decrypt-data reply. */
export interface DecryptDataReply {
  rawData: string;
}
