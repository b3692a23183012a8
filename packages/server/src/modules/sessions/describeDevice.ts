import Bowser from 'bowser';

/** Longest user agent read: real ones are far shorter, and a parser need not chew on a crafted megabyte. */
const MAX_USER_AGENT = 512;

/**
 * The user agent summarised for a person, e.g. "Chrome on Windows", "Safari on iOS"; a client that is no browser
 * goes by its product name ("curl", "node"); "Unknown device" without a user agent.
 */
export function describeDevice(userAgent: string | undefined): string {
  const agent = userAgent?.slice(0, MAX_USER_AGENT).trim();
  if (!agent) return 'Unknown device';
  const parsed = Bowser.parse(agent);
  const browser = parsed.browser.name || /^[A-Za-z][\w.-]{0,39}/.exec(agent)?.[0] || 'Unknown browser';
  const os = parsed.os.name;
  return os ? `${browser} on ${os}` : browser;
}
