/** Characters shown at each end of the key's second part (SPEC section 9). */
export const KEY_VISIBLE_ENDS = 4;

/**
 * Masks an API key: the prefix before the first underscore stays, then the first and last 4 characters of the
 * rest with one star per hidden character ('csi_abcd1234efgh5678' → 'csi_abcd********5678'). A key with no
 * underscore is masked as a second part with no prefix. When the second part has 8 characters or fewer,
 * showing both ends would show all of it, so every character of it becomes a star.
 */
export function maskApiKey(key: string): string {
  const cut = key.indexOf('_');
  const prefix = cut === -1 ? '' : key.slice(0, cut + 1);
  const rest = [...key.slice(prefix.length)];
  if (rest.length <= KEY_VISIBLE_ENDS * 2) return prefix + '*'.repeat(rest.length);
  const head = rest.slice(0, KEY_VISIBLE_ENDS).join('');
  const tail = rest.slice(-KEY_VISIBLE_ENDS).join('');
  return prefix + head + '*'.repeat(rest.length - KEY_VISIBLE_ENDS * 2) + tail;
}
