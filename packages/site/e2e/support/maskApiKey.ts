/** The spec's key mask (section 9): the prefix before the underscore, then 4 characters at each end with stars between. */
export function maskApiKey(key: string): string {
  const [prefix, rest = ''] = key.split(/_(.*)/s);
  return `${prefix}_${rest.slice(0, 4)}${'*'.repeat(Math.max(0, rest.length - 8))}${rest.slice(-4)}`;
}
