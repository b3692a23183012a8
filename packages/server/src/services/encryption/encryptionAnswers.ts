import { Type } from 'typebox';

/** The answer of /encrypt-data: the ciphertext and the fresh key pair. */
export const encryptAnswer = Type.Object({
  msg: Type.String(),
  data: Type.Object({ privateKey: Type.String(), encryptedData: Type.String(), publicKey: Type.String() }),
});

/** The answer of /decrypt-data: the text. */
export const decryptAnswer = Type.Object({ msg: Type.String(), data: Type.Object({ rawData: Type.String() }) });
