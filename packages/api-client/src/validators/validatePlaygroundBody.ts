/** Checks that a playground request body is valid JSON: 'Invalid JSON in request body!' or `null`. */
export function validatePlaygroundBody(body: string): string | null {
  try {
    JSON.parse(body);
    return null;
  } catch {
    return 'Invalid JSON in request body!';
  }
}
