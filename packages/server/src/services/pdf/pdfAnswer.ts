import { Type } from 'typebox';

/** The answer of /file/encrypt-pdf: the download link, and the owner password when it was generated. */
export const pdfAnswer = Type.Object({
  msg: Type.String(),
  status: Type.Literal('success'),
  data: Type.String({ format: 'uri', description: 'The download link, valid 1 hour.' }),
  ownerPassword: Type.Optional(Type.String({ description: 'Only when it was generated.' })),
});
