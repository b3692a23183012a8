import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';

/** Body of the basic profile update (spec section 7). */
export interface ProfileBody {
  username: string;
  gender: string;
  dateOfBirth: string;
  phoneNumber: string;
  fullName: string;
}

/** Body of the picture update: the image URL. */
export interface PictureBody {
  img: string;
}

/** Body of the password change. */
export interface PasswordBody {
  newPassword: string;
}

/** JSON schemas of the account bodies. */
export const accountSchemas = {
  profile: objectSchema({
    username: textField(100),
    gender: textField(10),
    dateOfBirth: textField(10),
    phoneNumber: textField(30),
    fullName: textField(100),
  }),
  picture: objectSchema({ img: textField(2048) }),
  password: objectSchema({ newPassword: textField(200) }),
};
