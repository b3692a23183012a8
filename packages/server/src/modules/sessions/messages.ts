/** The words of the sessions calls. */
export const SESSION_REPLIES = {
  listed: 'Sessions loaded.',
  ended: 'Session signed out.',
  othersEnded: 'Other sessions signed out.',
  notFound: 'Session not found.',
  isCurrent: 'This is the session you are using. Use Log out to end it.',
} as const;
