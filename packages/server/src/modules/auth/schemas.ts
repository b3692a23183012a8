import { Type, type Static } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';

/** Request and answer schemas of the auth calls: the one source of their validation, types and documentation. */
export const authSchemas = {
  /**
   * Registration body (spec section 3); username and fullName default to the e-mail's local part. The client derives
   * them from the e-mail, so they may be as long as it; registrationNames bounds what is stored.
   */
  register: objectSchema({
    username: textField(254, 'Email'),
    email: textField(254, 'Email'),
    password: textField(200, 'Password'),
    fullName: textField(254),
    country: textField(100),
    address: textField(200),
  }),
  /** Login body: the username is the e-mail. */
  login: objectSchema({ username: textField(254, 'Email'), password: textField(200, 'Password') }),
  /** One-time code request. */
  codeRequest: objectSchema({ email: textField(254, 'Email') }),
  /** One-time code submission. */
  codeSubmit: objectSchema({ email: textField(254, 'Email'), activationCode: textField(20, 'One-time code') }),
  /**
   * A sign-in's data: the bearer token `{ jwt }` (the spec's answer), or for the site's cookie session
   * (X-CSI-Session: cookie) the session's role and expiry, the token having gone into the HttpOnly cookie.
   */
  session: Type.Union([
    Type.Object({ jwt: Type.String({ description: 'The bearer token.' }) }),
    Type.Object({
      role: Type.String({ description: 'Cookie-session mode: the role.' }),
      exp: Type.Integer({ description: 'Cookie-session mode: expiry in seconds since the epoch.' }),
    }),
  ]),
};

/** Registration body. */
export type RegisterBody = Static<typeof authSchemas.register>;
/** Login body. */
export type LoginBody = Static<typeof authSchemas.login>;
/** One-time code request. */
export type CodeRequestBody = Static<typeof authSchemas.codeRequest>;
/** One-time code submission. */
export type CodeSubmitBody = Static<typeof authSchemas.codeSubmit>;
