import { USERNAME_DISALLOWED, USERNAME_LENGTH, validateName } from '@csi/api-client';

/** The profile body's cap on the full name (account/schemas.ts), which validateName leaves open. */
const FULL_NAME_MAX = 100;
/** Control, format (e.g. bidi overrides, zero-width) and lone surrogate characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** The text with whitespace runs as one space, invisible characters removed, trimmed. */
const clean = (text: string) => text.replace(/\s+/gu, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();

/** The first characters of `text` that fit in `max` UTF-16 units, never splitting a character. */
function cut(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out.trimEnd();
}

/** `text` cleaned, every run of characters a username may not hold made one `_`, cut to the longest username. */
const asUsername = (text: string) =>
  [...clean(text).replace(USERNAME_DISALLOWED, '_')].slice(0, USERNAME_LENGTH.max).join('');

/**
 * The username and full name stored at registration. The client derives both from the e-mail's
 * local part (spec section 7), so the user never typed them: registration never refuses them, but
 * stores values the profile update (update/profile-basic-d) would accept, so that saving the
 * settings form later does not fail on a field the user did not choose:
 * - username: the username sent, else the e-mail's local part, else the whole e-mail, whichever first makes at
 *   least 2 characters once cleaned (no control or invisible characters), each run of characters a username may
 *   not hold (validateUsername: e.g. '+', '@', spaces) made one '_', and cut to 50 characters: 'amina+csi' is stored
 *   as 'amina_csi', 'a@example.com' as 'a_example.com'.
 * - fullName: letters and spaces only (other characters become spaces, so 'amina.njeri' is stored
 *   as 'amina njeri'), cut to 100; when that is not a valid full name (fewer than 2 letters, e.g.
 *   '12345@…'), it is stored empty: the profile name then shows the username and the settings form
 *   asks for a real name.
 */
export function registrationNames(
  body: { username: string; fullName: string },
  email: string,
): { username: string; fullName: string } {
  const localPart = clean(email.slice(0, email.lastIndexOf('@')));
  const username =
    [body.username, localPart, email]
      .map(asUsername)
      .find((candidate) => [...candidate].length >= USERNAME_LENGTH.min) ?? 'user';
  const letters = (clean(body.fullName) || localPart).replace(/[^\p{L} ]+/gu, ' ').replace(/ {2,}/g, ' ');
  const fullName = cut(letters.trim(), FULL_NAME_MAX);
  return { username, fullName: validateName(fullName) === null ? fullName : '' };
}
