/** Hashes a seed to a whole number (FNV-1a), so the same seed always gives the same colour. */
function hash(seed: string): number {
  let h = 2166136261;
  for (const ch of seed) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * A light pastel colour as `hsl(h, 70%, 85%)`: dark text on it meets WCAG AA. With a seed the hue is derived
 * from it (deterministic); without one the hue is random.
 */
export function pastelColor(seed?: string | number): string {
  const hue = seed === undefined ? Math.floor(Math.random() * 360) : hash(String(seed)) % 360;
  return `hsl(${hue}, 70%, 85%)`;
}
