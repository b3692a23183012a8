/** A file name safe in a Content-Disposition header: letters, digits, dot, dash, underscore; else `download.pdf`. */
export function safeFilename(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return base === '' ? 'download.pdf' : base;
}
