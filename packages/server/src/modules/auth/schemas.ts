import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';

/** Registration body (spec section 3); username and fullName default to the e-mail's local part. */
export interface RegisterBody {
  username: string;
  email: string;
  password: string;
  fullName: string;
  country: string;
  address: string;
}

/** Login body: the username is the e-mail. */
export interface LoginBody {
  username: string;
  password: string;
}

/** One-time code request. */
export interface CodeRequestBody {
  email: string;
}

/** One-time code submission. */
export interface CodeSubmitBody {
  email: string;
  activationCode: string;
}

/** JSON schemas of the auth bodies. */
export const authSchemas = {
  // username and fullName are derived from the e-mail by the client, so they may be as long as it;
  // registrationNames bounds what is stored.
  register: objectSchema({
    username: textField(254),
    email: textField(254),
    password: textField(200),
    fullName: textField(254),
    country: textField(100),
    address: textField(200),
  }),
  login: objectSchema({ username: textField(254), password: textField(200) }),
  codeRequest: objectSchema({ email: textField(254) }),
  codeSubmit: objectSchema({ email: textField(254), activationCode: textField(20) }),
};
