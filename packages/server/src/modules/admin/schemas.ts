import { Type } from 'typebox';
import { stringEnum } from '../../lib/stringEnum';
import { accountSchemas } from '../account/schemas';

/** Request and answer schemas of user administration. */
export const adminSchemas = {
  /** Params of the activation call. */
  activation: Type.Object({
    userId: Type.String({ pattern: '^[0-9]{1,15}$' }),
    action: stringEnum(['activate', 'deactivate']),
  }),
  /** The admin view of a user: the profile plus userId. */
  user: Type.Object({ userId: Type.Integer(), ...accountSchemas.profileAnswer.properties }),
};
