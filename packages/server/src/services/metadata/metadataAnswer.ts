import { Type } from 'typebox';
import { stringEnum } from '../../lib/stringEnum';

/** A metadata tag's value. */
const tagValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.Union([Type.String(), Type.Number()])),
]);

/** The answer of /file/file-metadata: what the file is, its tags by group and the risks they show. */
export const metadataAnswer = Type.Object({
  msg: Type.String(),
  data: Type.Object({
    filename: Type.String(),
    size: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    detectedType: Type.Union([Type.Object({ mime: Type.String(), ext: Type.String() }), Type.Null()]),
    declaredExtension: Type.String(),
    metadata: Type.Record(Type.String(), Type.Record(Type.String(), tagValue), {
      description: 'The tags by group (e.g. EXIF, XMP), each tag a string, number, boolean or list.',
    }),
    risks: Type.Array(
      Type.Object({
        severity: stringEnum(['low', 'medium', 'high']),
        finding: Type.String(),
        advice: Type.String(),
        field: Type.Optional(Type.String({ description: 'The tag the finding is about, when there is one.' })),
      }),
    ),
  }),
});
