/**
 * Shows a stored title for reading, first letter capitalised. A slug ('sql-injection-basics': no spaces) reads with
 * its hyphens as spaces; a title written with spaces keeps its hyphens, which belong to words ('M-Pesa').
 */
export function displayTitle(title: string): string {
  const spaced = /\s/.test(title.trim()) ? title : title.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
