/** Shows a playground reply: text as it is, anything else as JSON indented by 2 spaces. */
export function formatResponse(result: unknown): string {
  return typeof result === 'string' ? result : (JSON.stringify(result, null, 2) ?? String(result));
}

/**
 * Shows a failed send: 'Error: ' and the error body (SPEC section 8). The body is what `onSend` rejected with:
 * an Error gives its message, anything else is formatted like a reply.
 */
export function describeError(reason: unknown): string {
  return `Error: ${reason instanceof Error ? reason.message : formatResponse(reason)}`;
}
