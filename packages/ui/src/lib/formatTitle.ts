/** Shows a stored title for reading: hyphens become spaces and the first letter is capitalised. */
export function displayTitle(title: string): string {
  const spaced = title.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
